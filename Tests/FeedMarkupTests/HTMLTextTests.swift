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

    /// Every "<" used to be searched to the end of the text for its ">": a million of them,
    /// unclosed, never finished.
    @Test func unclosedBracketsAreTextInLinearTime() async throws {
        let text = String(repeating: "<", count: 1_000_000)
        #expect(try await offThePool { HTMLText.plainText(text) } == text)
    }
}
