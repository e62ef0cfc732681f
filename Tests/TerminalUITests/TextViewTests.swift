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

    /// vi's g and G, as Home and End.
    @Test func gAndShiftGScrollToTheTopAndTheEnd() {
        let text = TextView()
        text.paragraphs = [TextView.Paragraph("Title", style: .bold), TextView.Paragraph(""),
                           TextView.Paragraph((1...12).map { "word\($0)" }.joined(separator: " "))]
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 20, height: 5))
        window.handle(.character("G"))
        #expect(Snapshot.text(of: window).hasSuffix("word10 word11\nword12"))
        window.handle(.character("g"))
        #expect(text.contentOffset == 0)
        #expect(Snapshot.text(of: window).hasPrefix("Title"))
    }

    /// Formatted text: each word keeps its style on whichever line it lands, and a list item's
    /// lines after the first hang under its text, not its marker.
    @Test func styledRunsWrapKeepingTheirStylesUnderAHangingLead() {
        let text = TextView()
        text.paragraphs = [TextView.Paragraph(runs: [Span("plain words then "), Span("emphasised words here", style: .italic), Span(" end")],
                                              lead: "• "),
                           TextView.Paragraph(runs: [Span("quoted text that wraps")], style: .dim, lead: "│ ", leadRepeats: true)]
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 21, height: 5))
        #expect(Snapshot.text(of: window) == """
            • plain words then
              emphasised words
              here end
            │ quoted text that
            │ wraps
            """)
        let styled = Snapshot.styledText(of: window).split(separator: "\n").map(String.init)
        #expect(styled[1].contains("emphasised words") && styled[1].contains("it"), "\(styled)")
        #expect(styled[2].contains("here"), "\(styled)")
        #expect(TextLayout.wrap([Span("ab "), Span("cd ef", style: .bold)], width: 5)
                == [[Span("ab "), Span("cd", style: .bold)], [Span("ef", style: .bold)]])
    }

    @Test func controlDAndUScrollHalfAScreenful() {
        let text = TextView()
        text.paragraphs = (1...60).map { TextView.Paragraph("line \($0)") }
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 20, height: 10))
        window.handle(.control("d"))
        #expect(text.contentOffset == 5)
        window.handle(.control("d"))
        window.handle(.control("u"))
        #expect(text.contentOffset == 5)
    }

    @Test func shortTextDoesNotScroll() {
        let text = TextView()
        text.paragraphs = [TextView.Paragraph("one line")]
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 20, height: 5))
        window.handle(.pageDown)
        #expect(text.contentOffset == 0)
        #expect(!Snapshot.text(of: window).contains("↓"))
    }

    final class Chooser: TextViewDelegate {
        var chosen: [Int] = []
        func textView(_ textView: TextView, didSelectParagraphTagged tag: Int) { chosen.append(tag) }
    }

    /// Speakers and links in a session's text: chosen with ↑/↓ like links in a text browser,
    /// the text scrolling a line where no choice is on screen.
    @Test func taggedParagraphsAreChosenWithTheArrowsAndEnter() {
        let text = TextView()
        let chooser = Chooser()
        text.delegate = chooser
        text.paragraphs = [TextView.Paragraph("Title"), TextView.Paragraph("Anna Berg", tag: 1), TextView.Paragraph("Lei Li", tag: 2)]
            + (1...6).map { TextView.Paragraph("line \($0)") } + [TextView.Paragraph("Slides", tag: 3)]
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 20, height: 4))
        _ = Snapshot.text(of: window)
        #expect(text.highlightedTag == 1, "the first choice on screen is highlighted")
        window.handle(.enter)
        #expect(chooser.chosen == [1])
        window.handle(.down)
        #expect(text.highlightedTag == 2 && text.contentOffset == 0, "the next choice on screen: no scrolling")
        window.handle(.down)
        #expect(text.contentOffset == 1 && text.highlightedTag == 2, "no other choice on screen: the text scrolls a line")
        for _ in 0..<5 { window.handle(.down) }
        #expect(text.highlightedTag == 3, "a choice that scrolls into view is highlighted")
        window.handle(.enter)
        #expect(chooser.chosen == [1, 3])
        window.handle(.home)
        #expect(text.highlightedTag == 1, "back at the top, the first choice again")
        let styled = Snapshot.styledText(of: window).split(separator: "\n").map(String.init)
        #expect(styled[1].contains("[i bg:selection]") && styled[1].contains("Anna Berg"), "the choice is drawn highlighted: \(styled[1])")
    }

    @Test func textWithoutChoicesLeavesEnterToTheScreen() {
        let text = TextView()
        text.paragraphs = [TextView.Paragraph("just text")]
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 20, height: 4))
        #expect(text.highlightedTag == nil)
        #expect(!text.handle(.enter))
        _ = window
    }

    @Test func aReReadKeepsTheHighlightOnTheSameChoice() {
        let text = TextView()
        text.paragraphs = [TextView.Paragraph("A", tag: 1), TextView.Paragraph("B", tag: 2)]
        let window = Snapshot.window(showing: HostController(text), size: Size(width: 20, height: 4))
        window.handle(.down)
        #expect(text.highlightedTag == 2)
        text.paragraphs = [TextView.Paragraph("A, renamed", tag: 1), TextView.Paragraph("B", tag: 2)]
        window.handle(.character("x"))  // a redraw
        #expect(text.highlightedTag == 2)
    }
}
