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
        #expect(decode("\u{1B}[<0;10;5Mx") == [.character("x")])   // a mouse report
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
