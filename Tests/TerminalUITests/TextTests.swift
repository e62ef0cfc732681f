import Testing
@testable import TerminalUI

@Suite struct TextWidthTests {
    @Test(arguments: [
        ("hello", 5),
        ("café", 4),                         // precomposed é
        ("cafe\u{301}", 4),                  // e + combining acute: one cluster, one cell
        ("日本語", 6),                        // CJK: two cells each
        ("한국어", 6),                        // Hangul syllables
        ("🙂", 2),
        // Widths as tmux 3.3 and wcwidth terminals draw them (measured), over the DisplayForm:
        ("👨‍👩‍👧‍👦", 8),                            // ZWJ family: drawn as its four members
        ("🇩🇪", 2),                           // regional-indicator flag: one cell each
        ("🇩", 1),                            // a lone regional indicator
        ("👍🏽", 2),                           // skin tone modifier dropped
        ("❤️", 1),                           // VS16 dropped: the text symbol, one cell
        ("🏳️‍🌈", 3),                           // 🏳 (one cell) and 🌈 (two)
        ("กำ", 2),                            // Thai: a spacing vowel takes its cell
        ("\u{1100}\u{1161}", 2),              // Hangul jamo: the vowel joins the syllable
        ("a\u{200B}b", 2),                   // zero-width space takes no cell
        ("ｆｕｌｌ", 8),                       // fullwidth Latin
    ])
    func widthOfText(_ text: String, _ cells: Int) {
        #expect(TextWidth.of(text) == cells)
    }
}

@Suite struct SanitizerTests {
    @Test func escapeSequencesBecomeVisibleAndInert() {
        let hostile = "Title\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}end\u{9B}31m"
        let clean = Sanitizer.clean(hostile)
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
        #expect(clean == "Title␛[2J␛]52;c;ZXZpbA==␇end\u{FFFD}31m")
    }

    @Test func bidiOverridesAreDropped() {
        #expect(Sanitizer.clean("abc\u{202E}def\u{2066}") == "abcdef")
    }

    @Test func layoutCharactersAreKeptOnlyWhenAsked() {
        #expect(Sanitizer.clean("a\tb\r\nc") == "a b c")
        #expect(Sanitizer.clean("a\tb\r\nc", keepingLayout: true) == "a\tb\nc")
    }

    @Test func cleanTextIsReturnedUnchanged() {
        let text = "Plain 日本 🙂 text"
        #expect(Sanitizer.clean(text) == text)
    }
}

@Suite struct TextLayoutTests {
    @Test func truncationEndsInEllipsisWithinTheWidth() {
        #expect(TextLayout.truncate("Hello, world", to: 8) == "Hello, …")
        #expect(TextLayout.truncate("short", to: 8) == "short")
        #expect(TextLayout.truncate("anything", to: 0) == "")
    }

    @Test func truncationNeverSplitsAGraphemeOrAWideCharacter() {
        #expect(TextLayout.truncate("日本語テキスト", to: 6) == "日本…")     // 2+2+1: a third CJK would need 7
        #expect(TextWidth.of(TextLayout.truncate("日本語テキスト", to: 6)) <= 6)
        // A family is drawn as its members (see DisplayForm), and cut between them.
        let family = "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦"
        #expect(TextLayout.truncate(family, to: 5) == "👨👩…")
        #expect(TextLayout.truncate(family, to: 4) == "👨…")
        #expect(TextLayout.truncate("e\u{301}e\u{301}e\u{301}e\u{301}", to: 3) == "e\u{301}e\u{301}…")
    }

    @Test func wrapBreaksAtSpacesAndKeepsParagraphs() {
        let lines = TextLayout.wrap("The quick brown fox jumps over the lazy dog\n\nSecond paragraph", width: 16)
        #expect(lines == ["The quick brown", "fox jumps over", "the lazy dog", "", "Second paragraph"])
    }

    @Test func wrapBreaksLongWordsBetweenClusters() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abc-", "def-", "ghij"], "a word longer than the line is hyphenated")
        #expect(TextLayout.wrap("日本語テキスト", width: 5) == ["日本", "語テ", "キス", "ト"])
        #expect(TextLayout.wrap("1234567890", width: 4) == ["1234", "5678", "90"], "no hyphen between digits")
        #expect(TextLayout.wrap("Überregistrierung", width: 8) == ["Überreg-", "istrier-", "ung"], "letters beyond ASCII too")
    }

    /// A path or an address in an alert breaks between its parts, never mid-name; a word that
    /// fits is never broken ("Registration" moves to the next line whole).
    @Test func wrapBreaksPathsAfterTheirSlashesAndKeepsWordsThatFitWhole() {
        #expect(TextLayout.wrap("saved to /home/anna/.local/share/podium/exports/fosdem-2027.ics", width: 24)
                == ["saved to", "/home/anna/.local/share/", "podium/exports/", "fosdem-2027.ics"], "a file name stays whole")
        #expect(TextLayout.wrap("Saved /tmp/ü/données/programme-complet.ics", width: 16) == ["Saved", "/tmp/ü/données/", "programme-", "complet.ics"])
        #expect(TextLayout.wrap("Badge Registration", width: 13) == ["Badge", "Registration"])
        #expect(TextLayout.wrap("Registration", width: 8) == ["Registr-", "ation"])
    }

    @Test func textsAreShortenedAlikeToFitTogether() {
        #expect(TextLayout.shortenedAlike(["Agenda", "My schedule", "Grid"], toFit: 30) == ["Agenda", "My schedule", "Grid"])
        #expect(TextLayout.shortenedAlike(["Agenda", "My schedule", "Grid"], toFit: 14) == ["Agen…", "My s…", "Grid"], "the long ones to one length")
        #expect(TextLayout.shortenedAlike(["Agenda", "My schedule"], toFit: 3) == nil, "not even two cells each")
        #expect(TextLayout.shortenedAlike([], toFit: 0) == [])
    }

    @Test func wrapExpandsTabsAndHandlesCRLF() {
        #expect(TextLayout.wrap("a\tb\r\nc", width: 20) == ["a   b", "c"])
    }

    @Test func padAligns() {
        #expect(TextLayout.pad("ab", to: 5) == "ab   ")
        #expect(TextLayout.pad("ab", to: 5, alignment: .trailing) == "   ab")
        #expect(TextLayout.pad("日本", to: 6, alignment: .center) == " 日本 ")
    }
}

@Suite struct CanvasTests {
    @Test func wideCharacterTakesTwoCellsAndIsReadBackOnce() {
        var canvas = Canvas(size: Size(width: 6, height: 1))
        canvas.draw("日本x", at: .zero)
        #expect(canvas.lines == ["日本x "])
        #expect(canvas[1, 0].isContinuation)
    }

    @Test func wideCharacterCutByTheClipBecomesASpace() {
        var canvas = Canvas(size: Size(width: 5, height: 1))
        canvas.clip = Rect(x: 0, y: 0, width: 3, height: 1)
        canvas.draw("日本", at: .zero)
        #expect(canvas.lines == ["日   "])   // 日 (2 cells), the cut half as a space, two blanks
        #expect(!canvas[2, 0].isContinuation)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var canvas = Canvas(size: Size(width: 4, height: 1))
        canvas.draw("日本", at: .zero)
        canvas.draw("x", at: Point(x: 1, y: 0))
        #expect(canvas.lines == [" x本"])
    }

    @Test func hostileTextCannotPutControlCharactersInCells() {
        var canvas = Canvas(size: Size(width: 20, height: 1))
        canvas.draw("\u{1B}[2J\u{1B}]52;c;x\u{07}", at: .zero)
        #expect(canvas.cells.allSatisfy { cell in cell.character.unicodeScalars.allSatisfy { $0.value >= 0x20 && !(0x7F..<0xA0).contains($0.value) } })
    }

    @Test func styledLinesMarkRuns() {
        var canvas = Canvas(size: Size(width: 8, height: 1))
        canvas.draw("ab", at: .zero, style: .bold)
        canvas.draw("cd", at: Point(x: 3, y: 0), style: Style(foreground: .red, inverse: true))
        #expect(canvas.styledLines == ["[b]ab[/] [i fg:red]cd[/]   "])
    }

    @Test func spansGiveFixedColumnsAndTruncateTheFlexibleOne() {
        var canvas = Canvas(size: Size(width: 24, height: 1))
        let row = StyledText([Span("09:00", width: 6), Span("A very long session title"), Span(" Room 1", style: .dim)])
        canvas.draw(row, at: .zero, width: 24)
        #expect(canvas.lines == ["09:00 A very lon… Room 1"])   // 6 + 11 + 7 cells
    }

    @Test func aLongLastSpanIsCutAtItsEndNotTheLeadingOnes() {
        var canvas = Canvas(size: Size(width: 24, height: 1))
        let row = StyledText([Span("★ "), Span("10:30–11:15", width: 11), Span("  "), Span("Testing SwiftUI: a very long title")])
        canvas.draw(row, at: .zero, width: 24)
        #expect(canvas.lines == ["★ 10:30–11:15  Testing …"])
    }
}
