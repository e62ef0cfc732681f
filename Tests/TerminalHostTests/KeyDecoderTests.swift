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

    /// X10 reports (a terminal without SGR mode): `ESC [ M` and three bytes of 32 + a value. Read
    /// as keys, a click at column 81 was "q" (quit) and one at column 10 "*" (star).
    @Test func x10MouseReportsAreClicksNeverKeys() {
        func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> Key { .mouse(MouseEvent(kind, at: Point(x: x, y: y))) }
        func x10(_ code: Int, _ column: Int, _ row: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + code))) + String(UnicodeScalar(UInt8(32 + column))) + String(UnicodeScalar(UInt8(32 + row)))
        }
        var decoder = KeyDecoder()
        func keys(_ text: String) -> [Key] { decoder.decode(Array(text.utf8)) }
        #expect(keys(x10(0, 81, 5)) == [mouse(.press(.left), 80, 4)])
        #expect(keys(x10(3, 81, 5)) == [mouse(.release, 80, 4)])
        #expect(keys(x10(0, 10, 2)) == [mouse(.press(.left), 9, 1)])
        #expect(keys(x10(64, 10, 2) + x10(65, 10, 2)) == [mouse(.wheelUp, 9, 1), mouse(.wheelDown, 9, 1)])
        // Columns past 95 are bytes past 0x7F, not UTF-8: still one report.
        #expect(decoder.decode([0x1B, 0x5B, 0x4D, 32, 32 + 200, 32 + 3] + Array("x".utf8)) == [mouse(.press(.left), 199, 2), .character("x")])
        // Cut by a read, it waits for the rest; never a key.
        #expect(keys("\u{1B}[M ") == [])
        #expect(keys("q!") == [mouse(.press(.left), 80, 0)])
    }

    /// Replies a terminal sends (a colour, a graphics acknowledgement, a capability) are
    /// dropped whole, terminated by BEL or ST, in one read or split; what follows is keys again.
    @Test func controlStringsAreDroppedWhole() {
        #expect(decode("\u{1B}]11;rgb:0000/0000/0000\u{07}x") == [.character("x")], "OSC 11 with BEL")
        #expect(decode("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\2") == [.character("2")], "OSC 11 with ST: no tab switch")
        #expect(decode("\u{1B}_Gi=31;OK\u{1B}\\3") == [.character("3")], "a kitty graphics reply")
        #expect(decode("\u{1B}_Gi=31;ENOENT:file not found\u{1B}\\") == [])
        #expect(decode("\u{1B}P1$r0m\u{1B}\\y") == [.character("y")], "a DCS reply")
        #expect(decode("\u{1B}^privacy\u{1B}\\\u{1B}Xsos\u{1B}\\z") == [.character("z")], "PM and SOS")
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}]11;rgb:00".utf8)) == [])
        #expect(decoder.decode(Array("00/0000/0000\u{1B}".utf8)) == [])
        #expect(decoder.decode(Array("\\1".utf8)) == [.character("1")], "split across three reads")
        // Alt and ] typed by a person: nothing follows, so after the Esc timeout it is that key.
        #expect(decoder.decode(Array("\u{1B}]".utf8)) == [])
        #expect(decoder.flushPendingEscape() == [.alt(.character("]"))])
        // Garbage without a terminator is dropped at a bound, and keys work after it.
        var flooded = KeyDecoder()
        _ = flooded.decode(Array(("\u{1B}]" + String(repeating: "9", count: KeyDecoder.sequenceLimit + 10)).utf8))
        #expect(flooded.decode(Array("q".utf8)) == [.character("q")])
    }

    /// The 8-bit forms of CSI, SS3 and the control strings read as the 7-bit ones; any other C1
    /// control is no key.
    @Test func eightBitControlsAreSequencesNotText() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x9B, 0x41]) == [.up])
        #expect(decoder.decode([0x9B] + Array("6~".utf8)) == [.pageDown])
        #expect(decoder.decode([0x8F, 0x50]) == [.function(1)])
        #expect(decoder.decode([0x9D] + Array("11;rgb:0/0/0".utf8) + [0x9C] + Array("x".utf8)) == [.character("x")])
        #expect(decoder.decode([0x85, 0x41]) == [.character("A")])
        #expect(decoder.decode([0x9B, 0x3C] + Array("0;5;5M".utf8)) == [.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 4)))])
    }

    /// A paste whose end marker never comes ends after a pause (the host's paste timeout), and q
    /// is a key again; a paste past the limit keeps the limit.
    @Test func anUnfinishedPasteEndsAndAHugeOneIsCut() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~half a paste".utf8)) == [])
        #expect(decoder.hasUnfinishedPaste && !decoder.hasPendingInput)
        #expect(decoder.finishUnfinishedPaste() == [.paste("half a paste")])
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
        var huge = KeyDecoder()
        let keys = huge.decode(Array("\u{1B}[200~".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: KeyDecoder.pasteLimit + 5_000)
                                  + Array("\u{1B}[201~q".utf8))
        guard case .paste(let text)? = keys.first else { Issue.record("\(keys.count) keys"); return }
        #expect(text.utf8.count == KeyDecoder.pasteLimit && keys.dropFirst() == [.character("q")])
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
