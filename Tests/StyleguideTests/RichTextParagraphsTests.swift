import Entities
import Styleguide
import TerminalUI
import Testing

/// Formatted text as every screen shows it.
@MainActor
@Suite struct RichTextParagraphsTests {
    typealias Run = RichText.Run

    func render(_ text: RichText, width: Int = 40, referenceNumbers: [Int] = []) -> String {
        let view = TextView()
        view.paragraphs = RichTextParagraphs.paragraphs(text, referenceNumbers: referenceNumbers)
        let controller = ViewController()
        controller.view.addSubview(view)
        view.frame = Rect(x: 0, y: 0, width: width, height: 20)
        let window = Snapshot.window(showing: controller, size: Size(width: width, height: 20))
        return Snapshot.text(of: window)
    }

    @Test func everyKindOfBlockHasItsShape() {
        let text = RichText(blocks: [
            RichText.Block(.heading(level: 2), [Run("Plan")]),
            RichText.Block(.paragraph, [Run("Read "), Run("the docs", link: 0), Run(".")]),
            RichText.Block(.item(depth: 0, marker: "1."), [Run("first")]),
            RichText.Block(.item(depth: 1, marker: "◦"), [Run("nested")]),
            RichText.Block(.code, [Run("let x = 1\n  y")]),
            RichText.Block(.quote, [Run("quoted")]),
            RichText.Block(.rule, []),
        ], links: [])
        #expect(render(text, referenceNumbers: [4]).trimmingTrailingLines == """
            Plan

            Read the docs[4].

            1. first
              ◦ nested

                let x = 1
                  y

            │ quoted

            ───
            """)
    }
}

private extension String {
    var trimmingTrailingLines: String {
        var lines = split(separator: "\n", omittingEmptySubsequences: false)
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
