import Entities
import FeedMarkup
import Foundation
import TestHarness
import Testing

/// Markdown as pretalx and frab abstracts write it, read into styled blocks.
@Suite struct MarkdownTextTests {
    typealias Run = RichText.Run

    @Test func linksEmphasisAndCodeAreStyledNotShownAsSyntax() {
        let text = MarkdownText.richText("See [Rust Analyzer](https://rust-analyzer.github.io/), *really* **fast**, with `cargo check`.")
        #expect(text.links == [URL(string: "https://rust-analyzer.github.io/")!])
        #expect(text.blocks == [RichText.Block(.paragraph, [
            Run("See "), Run("Rust Analyzer", link: 0), Run(", "), Run("really", style: .emphasis), Run(" "),
            Run("fast", style: .strong), Run(", with "), Run("cargo check", style: .code), Run("."),
        ])])
        #expect(text.plainText == "See Rust Analyzer (https://rust-analyzer.github.io/), really fast, with cargo check.")
    }

    /// jev22: a list right after a line of text, indented by two, nested by four, CRLF.
    @Test func aListAfterALineOfTextIsAListWithItsDepth() {
        let text = MarkdownText.richText("The Talk has two parts:\r\n\r\nFirst the background\r\n  - What exactly is wayland\r\n  - Why\r\n    - nested\r\n  - back\r\n\r\nSecond part")
        #expect(text.blocks.map(\.kind) == [.paragraph, .paragraph, .item(depth: 0, marker: "•"), .item(depth: 0, marker: "•"),
                                           .item(depth: 1, marker: "◦"), .item(depth: 0, marker: "•"), .paragraph])
        #expect(text.blocks.map(\.text) == ["The Talk has two parts:", "First the background", "What exactly is wayland", "Why",
                                           "nested", "back", "Second part"])
    }

    /// A lone CR ends a line as LF and CR LF do (old Mac exports), and a line of any script is
    /// cut whole, however its bytes fall.
    @Test func everyKindOfLineBreakEndsALine() {
        let text = MarkdownText.richText("Über Å\r- één\r\n- 東京\n\n> 👩‍💻 zitat\r\rend")
        #expect(text.blocks.map(\.kind) == [.paragraph, .item(depth: 0, marker: "•"), .item(depth: 0, marker: "•"), .quote, .paragraph])
        #expect(text.blocks.map(\.text) == ["Über Å", "één", "東京", "👩‍💻 zitat", "end"])
    }

    /// The source's indentation is not the text's: an XML export indents every line after the first.
    @Test func indentedLinesAreTheParagraphNotCode() {
        let text = MarkdownText.richText("Vor 196 Jahren erfand er es.\n    War ein Portrait teuer.\n    Seitdem hat sich viel getan.")
        #expect(text.blocks == [RichText.Block(.paragraph, [Run("Vor 196 Jahren erfand er es. War ein Portrait teuer. Seitdem hat sich viel getan.")])])
        let twenty = MarkdownText.richText("Intro:\n\n                    - twenty spaces one\n                    - twenty spaces two")
        #expect(twenty.blocks.map(\.kind) == [.paragraph, .item(depth: 0, marker: "•"), .item(depth: 0, marker: "•")])
    }

    @Test func snakeCaseIsNoEmphasis() {
        #expect(MarkdownText.richText("use snake_case_names and file_name.py").blocks
                == [RichText.Block(.paragraph, [Run("use snake_case_names and file_name.py")])])
        #expect(MarkdownText.richText("_whole_ and __strong__").blocks.first?.runs == [Run("whole", style: .emphasis), Run(" and "), Run("strong", style: .strong)])
    }

    @Test func headingsNumbersCodeQuotesRulesAndBreaks() {
        let text = MarkdownText.richText("""
            # Title
            Sub
            ---
            1. one
            2. two

            ```swift
            let x = 1
              indented
            ```

            > quoted
            > more

            ***
            line one\u{20}\u{20}
            line two
            """)
        #expect(text.blocks.map(\.kind) == [.heading(level: 1), .heading(level: 2), .item(depth: 0, marker: "1."), .item(depth: 0, marker: "2."),
                                           .code, .quote, .rule, .paragraph])
        #expect(text.blocks[4].text == "let x = 1\n  indented")
        #expect(text.blocks[5].text == "quoted more")
        #expect(text.blocks[7].text == "line one\nline two")
    }

    @Test func referenceLinksAutolinksBareAddressesAndImages() {
        let text = MarkdownText.richText("""
            Read [the docs][docs] or [docs], see <https://a.example/x> and https://b.example/y. ![Map](https://c.example/m.png)

            [docs]: https://docs.example/
            """)
        #expect(text.links.map(\.absoluteString) == ["https://docs.example/", "https://a.example/x", "https://b.example/y", "https://c.example/m.png"])
        #expect(text.blocks.count == 1)
        #expect(text.blocks[0].runs.filter { $0.link != nil }.map(\.text) == ["the docs", "docs", "https://a.example/x", "https://b.example/y", "Map"])
    }

    @Test func unsafeAndRelativeLinksAreTextOrPlacedByTheBase() {
        let base = URL(string: "https://pretalx.example.org/democon/talk/ABC/")
        let text = MarkdownText.richText("[a](javascript:alert(1)) [b](/media/b.pdf) [c](mailto:x@example.org)", base: base)
        #expect(text.links == [URL(string: "https://pretalx.example.org/media/b.pdf")!])
        #expect(text.blocks[0].text == "a b c")
    }

    @Test func inlineHTMLIsLeftOutAndEscapesAndEntitiesRead() {
        let text = MarkdownText.richText("a <b>bold</b> tag<br>next \\*not emphasis\\* &amp; x < y")
        #expect(text.blocks[0].text == "a bold tag\nnext *not emphasis* & x < y")
    }

    /// What made Ink take seconds or overflow the stack: one pass each here. The bound is a hang
    /// guard (as the fuzzer's 10 s an input), not a timing: each takes milliseconds.
    @Test func hostileTextIsReadInOnePass() async throws {
        // On a thread of its own: seconds of work in a debug build would starve the shared pool.
        let times = try await offThePool { Self.readingTimes() }
        for (hostile, elapsed) in times { #expect(elapsed < .seconds(10), "\(hostile): \(elapsed)") }
    }

    static func readingTimes() -> [(String, Duration)] {
        let clock = ContinuousClock()
        return [String(repeating: "[", count: 20_000), String(repeating: "[a](", count: 5_000), String(repeating: "`a``", count: 5_000),
                String(repeating: "*a _", count: 5_000), String(repeating: "<", count: 20_000), String(repeating: "> ", count: 10_000) + "x",
                String(repeating: "  ", count: 10_000) + "- x", String(repeating: "- item *em* [l](http://x)\n", count: 2_000)].map { hostile in
            (String(hostile.prefix(12)), clock.measure { _ = MarkdownText.richText(hostile) })
        }
    }
}
