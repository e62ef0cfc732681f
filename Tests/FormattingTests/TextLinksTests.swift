import Foundation
import Formatting
import Testing

@Suite struct TextLinksTests {
    @Test func addressesInTextInOrderOnceEach() {
        let text = "Plan your days in the agenda (https://demo.example/schedule). Read the code of conduct (https://demo.example/coc), "
            + "or https://demo.example/schedule again; also HTTP://plain.example/a?b=1&c=2."
        #expect(TextLinks.find(in: text).map(\.absoluteString)
                == ["https://demo.example/schedule", "https://demo.example/coc", "HTTP://plain.example/a?b=1&c=2"])
    }

    @Test func notAddressesAreLeftAlone() {
        #expect(TextLinks.find(in: "httpd is a server; javascript:alert(1) and ftp://x.example are not links; https:// alone neither").isEmpty)
        #expect(TextLinks.find(in: String(repeating: "https://x.example/ ", count: 100), limit: 3).count == 1, "once each")
        #expect(TextLinks.find(in: (0..<50).map { "https://x\($0).example" }.joined(separator: " ")).count == 20, "at most the limit")
    }
}
