import Testing
import TerminalUI
@testable import TerminalHost

@Suite struct KeyDecoderTests {
    func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}[1~", .home), ("\u{1B}[4~", .end),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete), ("\u{1B}[2~", .insert),
        ("\u{1B}OP", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[24~", .function(12)),
        ("\u{1B}[Z", .backTab), ("\u{1B}[1;5A", .up), ("\r", .enter), ("\t", .tab), ("\u{7F}", .backspace),
        ("\u{01}", .control("a")), ("\u{17}", .control("w")), ("\u{1B}b", .alt(.character("b"))),
        ("\u{1B}\u{7F}", .alt(.backspace)),
    ])
    func sequences(_ bytes: String, _ key: Key) {
        #expect(decode(bytes) == [key])
    }

    @Test func textAndUnicode() {
        #expect(decode("aé日🙂") == [.character("a"), .character("é"), .character("日"), .character("🙂")])
    }

    @Test func utf8SplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        let bytes = Array("日🙂".utf8)
        #expect(decoder.decode(bytes[0..<2]) == [])
        #expect(decoder.decode(bytes[2..<5]) == [.character("日")])
        #expect(decoder.decode(bytes[5...]) == [.character("🙂")])
    }

    @Test func escapeSequenceSplitAcrossReadsIsJoined() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPendingInput)
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("6~x".utf8)) == [.pageDown, .character("x")])
    }

    @Test func loneEscapeWaitsForTheTimeoutThenIsEscape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(!decoder.hasPendingInput)
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test func bracketedPasteIsOneEventWhateverItHolds() {
        var decoder = KeyDecoder()
        let paste = "\u{1B}[200~line one\nq?\u{1B}[A\u{1B}[201~"
        let bytes = Array(paste.utf8)
        // Split in the middle of the end marker.
        #expect(decoder.decode(bytes[0..<(bytes.count - 3)]) == [])
        #expect(decoder.decode(bytes[(bytes.count - 3)...]) == [.paste("line one\nq?\u{1B}[A")])
    }

    @Test func unknownSequencesAreDroppedWhole() {
        #expect(decode("\u{1B}[?1;2cx") == [.character("x")])   // a device attributes answer
        #expect(decode("\u{1B}[Ix") == [.character("x")])       // focus in
    }

    @Test func sgrMouseReportsAreClicksAndTheWheel() {
        func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> Key { .mouse(MouseEvent(kind, at: Point(x: x, y: y))) }
        #expect(decode("\u{1B}[<0;10;5Mx") == [mouse(.press(.left), 9, 4), .character("x")])
        #expect(decode("\u{1B}[<0;10;5m") == [mouse(.release, 9, 4)])
        #expect(decode("\u{1B}[<2;1;1M\u{1B}[<1;1;1M") == [mouse(.press(.right), 0, 0), mouse(.press(.middle), 0, 0)])
        #expect(decode("\u{1B}[<64;3;4M\u{1B}[<65;3;4M") == [mouse(.wheelUp, 2, 3), mouse(.wheelDown, 2, 3)])
        #expect(decode("\u{1B}[<16;3;4M") == [mouse(.press(.left), 2, 3)], "Ctrl held is still a click")
        // A drag, a sideways wheel, and numbers no terminal sends are dropped whole.
        #expect(decode("\u{1B}[<32;3;4M\u{1B}[<66;3;4M\u{1B}[<0;0;4M\u{1B}[<0;99999999999999999999;1M\u{1B}[<0;1My") == [.character("y")])
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[<0;1".utf8)) == [])
        #expect(decoder.decode(Array("2;7M".utf8)) == [mouse(.press(.left), 11, 6)], "a report split across reads")
    }

    @Test func theTerminalIsAskedForTheMouseAndAlwaysToldToStop() {
        let exit = String(decoding: RawTerminal.exitSequence, as: UTF8.self)
        #expect(exit.contains("\u{1B}[?1006l") && exit.contains("\u{1B}[?1000l"), "every exit path writes this, mouse on or not")
        #expect(String(decoding: RawTerminal.mouseSequence, as: UTF8.self) == "\u{1B}[?1000h\u{1B}[?1006h")
    }

    @Test func invalidUTF8BecomesReplacementCharacter() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x41]) == [.character("\u{FFFD}"), .character("A")])
    }
}

@Suite struct ColorModeTests {
    @Test func noColorAndDumbTerminalsAreMonochrome() {
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]) == .monochrome)
        #expect(ColorMode.detect(environment: ["TERM": "dumb"]) == .monochrome)
        #expect(ColorMode.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": ""]) == .ansi256)
        #expect(ColorMode.detect(environment: ["TERM": "screen"]) == .ansi16)
        #expect(ColorMode.detect(environment: ["TERM": "xterm", "COLORTERM": "truecolor"]) == .ansi256)
    }
}
