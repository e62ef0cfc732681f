import Testing
@testable import TerminalUI

@MainActor
@Suite struct TextViewTests {
    @Test func wrapsParagraphsAndScrollsWithMarks() {
        let text = TextView()
        text.paragraphs = [TextView.Paragraph("Title", style: .bold), TextView.Paragraph(""),
                           TextView.Paragraph((1...12).map { "word\($0)" }.joined(separator: " "))]
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 20, height: 5))
        window.handle(.home)
        let first = Snapshot.text(of: window).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(first == ["Title", "", "word1 word2 word3", "word4 word5 word6", "word7 word8 word9  ↓"])
        #expect(text.contentHeight == 7)
        window.handle(.end)
        let last = Snapshot.text(of: window)
        #expect(last.hasSuffix("word10 word11\nword12"))
        #expect(last.hasPrefix("word1 word2 word3  ↑"))
        #expect(!last.contains("↓"))
        window.handle(.up)
        #expect(text.contentOffset == 1)
    }

    @Test func shortTextDoesNotScroll() {
        let text = TextView()
        text.paragraphs = [TextView.Paragraph("one line")]
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 20, height: 5))
        window.handle(.pageDown)
        #expect(text.contentOffset == 0)
        #expect(!Snapshot.text(of: window).contains("↓"))
    }
}
