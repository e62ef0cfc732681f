import FeedMarkup
import Foundation
import TestHarness
import Testing

/// A web page's links, as `podium add` reads the page a person pasted to find its schedule.
@Suite struct HTMLLinksTests {
    static let pages = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Pages")

    @Test func aPagesLinksAreResolvedAndScriptsHoldNone() throws {
        let html = try String(contentsOf: Self.pages.appendingPathComponent("fosdem-schedule.html"), encoding: .utf8)
        let links = HTMLText.links(html, base: URL(string: "https://fosdem.org/2027/schedule/")!)
        let addresses = links.map(\.url.absoluteString)
        #expect(addresses.contains("https://fosdem.org/2027/schedule/xml"))
        #expect(addresses.contains("https://fosdem.org/2027/schedule/track/keynotes/ical"), "href, not data-href")
        #expect(!addresses.contains { $0.contains("bogus") }, "a script's text holds no link")
        #expect(!addresses.contains { $0.hasPrefix("mailto:") || $0.hasSuffix("#top") }, "only http(s), no fragment")
        #expect(links.filter { $0.url.absoluteString == "https://fosdem.org/2027/schedule/xml" }.count == 2, "the fragment is dropped")
        let ical = try #require(links.first { $0.url.absoluteString == "https://fosdem.org/2027/schedule/ical" })
        #expect(ical.text == "iCal" && !ical.isHeadLink, "an anchor's text through its inner tags")
        let news = try #require(links.first { $0.isHeadLink && $0.type == "application/atom+xml" })
        #expect(news.relation == "alternate" && news.url.absoluteString == "https://fosdem.org/feeds/news.atom" && news.text == "FOSDEM news")
    }

    @Test func aBaseAddressIsWhereRelativeLinksLead() {
        let html = #"<base href="https://cdn.example.org/conf/"><a href="schedule.json?x=1&amp;y=2">JSON</a><a href='//other.example.org/a'>b</a>"#
        let links = HTMLText.links(html, base: URL(string: "https://example.org/page")!)
        #expect(links.map(\.url.absoluteString) == ["https://cdn.example.org/conf/schedule.json?x=1&y=2", "https://other.example.org/a"])
    }

    @Test func textFromThePageComesAsOneLineWithoutControlCharacters() {
        let html = "<a href=\"/x\">Line\none\u{1B}[2J\t  two</a><link rel=\"alternate\" href=\"/y\" title=\"a\u{7}b\">"
        let links = HTMLText.links(html, base: URL(string: "https://example.org/")!)
        #expect(links.map(\.text) == ["Line one [2J two", "a b"])
    }

    @Test func unclosedTagsAndHugePagesEndInLinearTime() async throws {
        let brackets = String(repeating: "<a href=x", count: 200_000)
        #expect(try await offThePool { HTMLText.links(brackets, base: URL(string: "https://example.org/")!) }.isEmpty)
        let many = String(repeating: "<a href=\"/t\">t</a>", count: 50_000)
        #expect(try await offThePool { HTMLText.links(many, base: URL(string: "https://example.org/")!) }.count == 20_000, "bounded")
    }
}
