import FeedMarkup
import TestHarness
import Testing

@Suite struct HTMLTextTests {
    @Test func htmlBecomesReadableText() {
        let html = "<h2>Title</h2><script>alert(1)</script><style>p{}</style><p>One&amp;two&lt;3&gt; &#x1F642; &unknown; x</p><ol><li>a</li><li>b</li></ol><a href=\"https://x.example\">https://x.example</a>"
        #expect(HTMLText.plainText(html) == "Title\n\nOne&two<3> 🙂 &unknown; x\n\n• a\n• b\n\nhttps://x.example")
    }

    @Test func onlyTextWithTagsLooksLikeHTML() {
        #expect(HTMLText.looksLikeHTML("<p>Currently LLVM saves registers.</p>"))
        #expect(HTMLText.looksLikeHTML("line<br/>break"))
        #expect(HTMLText.looksLikeHTML("Von: <i>Xen</i>"))
        #expect(!HTMLText.looksLikeHTML("if a < b and b > c"))
        #expect(!HTMLText.looksLikeHTML("Swift's Array<Int> and Result<T, E>"))
        #expect(!HTMLText.looksLikeHTML("1 <2 and x<-y"))
        #expect(!HTMLText.looksLikeHTML("<p never closed"))
    }

    /// A text of HTML blocks is read as HTML; Markdown with an inline tag in it stays Markdown.
    @Test func onlyTextWithAnHTMLBlockIsAnHTMLDocument() {
        #expect(HTMLText.looksLikeHTMLDocument("  <p>Starts with a tag</p>"))
        #expect(HTMLText.looksLikeHTMLDocument("Intro line\n<UL><li>one</li></UL>"), "tags in any case")
        #expect(HTMLText.looksLikeHTMLDocument("Text, then <Blockquote cite=\"x\">quoted</blockquote>"))
        #expect(HTMLText.looksLikeHTMLDocument("Straße, ünïcödé first <p class=\"x\">then a paragraph</p>"))
        #expect(!HTMLText.looksLikeHTMLDocument("**Markdown** with a <br> and <b>bold</b> inline"))
        #expect(!HTMLText.looksLikeHTMLDocument("Says <pr and <u> at the very end: <h"), "a cut-off opening is no block")
        #expect(!HTMLText.looksLikeHTMLDocument("No tags at all < or > here"))
    }

    /// Every "<" used to be searched to the end of the text for its ">": a million of them,
    /// unclosed, never finished.
    @Test func unclosedBracketsAreTextInLinearTime() async throws {
        let text = String(repeating: "<", count: 1_000_000)
        #expect(try await offThePool { HTMLText.plainText(text) } == text)
    }
}
