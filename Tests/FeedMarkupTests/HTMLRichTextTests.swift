import Entities
import FeedMarkup
import Foundation
import TestHarness
import Testing

/// HTML as FOSDEM's abstracts write it, read into styled blocks.
@Suite struct HTMLRichTextTests {
    typealias Run = RichText.Run

    @Test func paragraphsListsLinksAndStylesAreBlocksAndRuns() {
        let html = """
            <p>How <a href="http://fedoraproject.org/wiki/AIGLX">AIGLX</a> fits <em>in</em>.</p>
            <h3>Plan</h3><ul><li>one <strong>bold</strong></li><li>two<ol><li>nested</li></ol></li></ul>
            <pre>let x = 1
              indented</pre><blockquote><p>quoted</p></blockquote><hr><script>alert(1)</script><p>Tom &amp; Jerry<br>next</p>
            """
        let text = HTMLText.richText(html)
        #expect(text.links == [URL(string: "http://fedoraproject.org/wiki/AIGLX")!])
        #expect(text.blocks.map(\.kind) == [.paragraph, .heading(level: 3), .item(depth: 0, marker: "•"), .item(depth: 0, marker: "•"),
                                           .item(depth: 1, marker: "1."), .code, .quote, .rule, .paragraph])
        #expect(text.blocks[0].runs == [Run("How "), Run("AIGLX", link: 0), Run(" fits "), Run("in", style: .emphasis), Run(".")])
        #expect(text.blocks[2].runs == [Run("one "), Run("bold", style: .strong)])
        #expect(text.blocks[5].text == "let x = 1\n  indented")
        #expect(text.blocks[8].text == "Tom & Jerry\nnext")
        #expect(!text.plainText.contains("alert"))
        #expect(text.plainText.hasPrefix("How AIGLX (http://fedoraproject.org/wiki/AIGLX) fits in.\n\nPlan\n\n• one bold\n• two\n  1. nested"))
    }

    /// Read as bytes, the text keeps what Unicode says: every kind of white space (a no-break,
    /// an em, an ideographic space, a line separator) is one space between words, and letters
    /// of any script, accents and emoji stay whole. An attribute's name is found in any case.
    @Test func unicodeWhiteSpaceCollapsesAndEveryOtherScalarStays() {
        let html = "<p>\u{00A0} Grüße\u{00A0}\u{2003}\u{3000}東京\u{2028}का\u{0915}\u{094D} 👩‍💻\u{0085}end\u{00A0}</p>"
            + #"<p><A HREF="https://example.org/x" Class=y>x</A> <img ALT="a picture" src=https://example.org/p.png></p>"#
        let text = HTMLText.richText(html)
        #expect(text.blocks.first?.text == "Grüße 東京 का\u{0915}\u{094D} 👩‍💻 end")
        #expect(text.links.map(\.absoluteString) == ["https://example.org/x", "https://example.org/p.png"])
        #expect(text.blocks.last?.runs == [Run("x", link: 0), Run(" "), Run("a picture", link: 1)])
    }

    @Test func relativeAndUnsafeLinksAreResolvedOrLeftText() {
        let text = HTMLText.richText(#"<a href="/slides/a.pdf">a</a> <a href="javascript:x()">b</a> <a href="?x=1&amp;y=2">c</a>"#,
                                     base: URL(string: "https://fosdem.org/2025/schedule/event/x/"))
        #expect(text.links.map(\.absoluteString) == ["https://fosdem.org/slides/a.pdf", "https://fosdem.org/2025/schedule/event/x/?x=1&y=2"])
        #expect(text.blocks.first?.text == "a b c")
    }

    @Test func bareAddressesInTextBecomeLinksWithoutTheirPunctuation() {
        let text = HTMLText.richText("<p>See https://example.org/a, or (https://example.org/b).</p>")
        #expect(text.links.map(\.absoluteString) == ["https://example.org/a", "https://example.org/b"])
        #expect(text.blocks.first?.runs.map(\.text) == ["See ", "https://example.org/a", ", or (", "https://example.org/b", ")."])
    }

    @Test func aMillionLessThanSignsIsTextInLinearTime() async throws {
        let count = try await offThePool { HTMLText.richText(String(repeating: "<", count: 1_000_000)).blocks.first?.text.count }
        #expect(count == 1_000_000)
    }
}
