import Entities
import Foundation
import NewsDataContract
import TestHarness
import Testing
@testable import NewsAPIDataManager

@Suite struct NewsFeedParserTests {
    func parse(_ text: String) throws(NewsFeedError) -> [NewsItem] {
        try NewsFeedParser().parse(Data(text.utf8))
    }

    func instant(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

    @Test func rss2WithEncodedContent() throws {
        let items = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
              <channel><title>Swift Days news</title>
                <item>
                  <title>Room change for the keynote &amp; more</title>
                  <link>https://swiftdays.example.com/news/room-change</link>
                  <guid isPermaLink="false">news-42</guid>
                  <pubDate>Sat, 20 Apr 2024 09:00:00 +0200</pubDate>
                  <dc:creator>Programme team</dc:creator>
                  <description>The keynote moves to Hall A.</description>
                  <content:encoded><![CDATA[<p>The keynote moves to <b>Hall A</b>.</p><ul><li>Doors at 8:30</li><li>Bring your badge</li></ul><p>Details on <a href="https://swiftdays.example.com/venue">the venue page</a>&nbsp;&mdash; thanks!</p>]]></content:encoded>
                </item>
                <item><title>Second</title><link>https://swiftdays.example.com/news/2</link></item>
              </channel>
            </rss>
            """)
        #expect(items.count == 2)
        let first = items[0]
        #expect(first.id == "news-42")
        #expect(first.title == "Room change for the keynote & more")
        #expect(first.link?.absoluteString == "https://swiftdays.example.com/news/room-change")
        #expect(first.publishedAt == instant("2024-04-20T07:00:00Z"))
        #expect(first.author == "Programme team")
        #expect(first.summary == "The keynote moves to Hall A.")
        #expect(first.content == "The keynote moves to Hall A.\n\n• Doors at 8:30\n• Bring your badge\n\nDetails on the venue page (https://swiftdays.example.com/venue) — thanks!")
        #expect(items[1].id == "https://swiftdays.example.com/news/2", "no guid: the link identifies the item")
    }

    @Test func atomWithHTMLContent() throws {
        let items = try parse("""
            <feed xmlns="http://www.w3.org/2005/Atom">
              <title>Swift Days</title>
              <entry>
                <id>urn:uuid:60a76c80-d399-11d9-b93C-0003939e0af6</id>
                <title type="text">Schedule   published</title>
                <link rel="self" href="https://swiftdays.example.com/feed/1"/>
                <link href="https://swiftdays.example.com/schedule"/>
                <published>2024-03-01T10:00:00Z</published>
                <updated>2024-03-02T10:00:00Z</updated>
                <author><name>Anna Berg</name></author>
                <content type="html">&lt;p&gt;All 200 sessions are &lt;em&gt;online&lt;/em&gt;.&lt;/p&gt;</content>
              </entry>
            </feed>
            """)
        #expect(items.count == 1)
        #expect(items[0].title == "Schedule published")
        #expect(items[0].link?.absoluteString == "https://swiftdays.example.com/schedule", "the alternate link, not self")
        #expect(items[0].publishedAt == instant("2024-03-01T10:00:00Z"))
        #expect(items[0].author == "Anna Berg")
        #expect(items[0].content == "All 200 sessions are online.")
        #expect(items[0].summary == "All 200 sessions are online.")
    }

    @Test func jsonFeed11() throws {
        let items = try parse("""
            {"version": "https://jsonfeed.org/version/1.1", "title": "Swift Days",
             "items": [
               {"id": "3", "url": "https://swiftdays.example.com/news/3", "title": "Workshops are full",
                "content_html": "<p>Sorry &#8212; all <i>workshops</i> are full.</p>", "date_published": "2024-04-01T08:30:00.000Z",
                "authors": [{"name": "Programme team"}]},
               {"id": 4, "content_text": "Plain text only."}
             ]}
            """)
        #expect(items.map(\.id) == ["3", "4"])
        #expect(items[0].content == "Sorry — all workshops are full.")
        #expect(items[0].publishedAt == instant("2024-04-01T08:30:00Z"))
        #expect(items[0].author == "Programme team")
        #expect(items[1].title == "(untitled)" && items[1].content == "Plain text only.")
    }

    @Test func malformedXMLSaysWhere() {
        do {
            _ = try parse("<rss version=\"2.0\"><channel>\n<item><title>Broken</item></channel></rss>")
            Issue.record("malformed XML was accepted")
        } catch {
            guard case .malformedXML(let line, _, _) = error else { Issue.record("\(error)"); return }
            #expect(line == 2)
        }
    }

    @Test func otherThingsAreRefusedWithWhatTheyAre() {
        #expect(throws: NewsFeedError.unrecognizedFormat("<html>")) { try parse("<html><body>404</body></html>") }
        #expect(throws: NewsFeedError.unrecognizedFormat("Not found")) { try parse("Not found") }
        #expect(throws: NewsFeedError.unrecognizedFormat("JSON without a JSON Feed version")) { try parse(#"{"version": "1", "items": []}"#) }
        #expect(throws: NewsFeedError.missingField(path: "feed.entry[0].id")) {
            try parse(#"<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>x</title></entry></feed>"#)
        }
        #expect(throws: NewsFeedError.missingField(path: "feed.items[0].id")) {
            try parse(#"{"version": "https://jsonfeed.org/version/1.1", "items": [{"title": "no id"}]}"#)
        }
    }

    @Test func longContentGivesAShortSummary() throws {
        let body = String(repeating: "word ", count: 200)
        let items = try parse(#"{"version": "https://jsonfeed.org/version/1.1", "items": [{"id": "1", "content_text": "\#(body)"}]}"#)
        #expect(items[0].summary.count == 280 && items[0].summary.hasSuffix("…"))
    }
}

/// A news feed is a few dozen short posts: what goes far beyond is cut, never carried to a screen.
@Suite struct NewsLimitsTests {
    @Test func hugeItemsAreCutAndTooManyAreLeftOut() async throws {
        let huge = String(repeating: "news ", count: 200_000)
        let items = (0..<800).map { index in
            #"{"id": "\#(index)", "title": "\#(index == 0 ? huge : "Post \(index)")", "content_text": "\#(index == 0 ? huge : "Text")"}"#
        }
        let json = #"{"version": "https://jsonfeed.org/version/1.1", "items": [\#(items.joined(separator: ","))]}"#
        // Seconds of parsing in a debug build: on a thread of its own, not the shared pool.
        let parsed = try await offThePool { try NewsFeedParser().parse(Data(json.utf8)) }
        #expect(parsed.count == NewsFeedParser.Limits.items)
        #expect(parsed[0].title.unicodeScalars.count <= NewsFeedParser.Limits.title && parsed[0].title.hasSuffix("…"))
        #expect(parsed[0].content.unicodeScalars.count <= NewsFeedParser.Limits.content)
        #expect(parsed[0].summary.unicodeScalars.count <= NewsFeedParser.Limits.summary)
        #expect(parsed[1].title == "Post 1")
    }
    /// Issue #28: a 100,000-item feed (17 MB, under the size cap) cost 26.5 s of CPU on every
    /// sync, and a 20 MB item 14.6 s, although only 500 items and 50,000 characters are kept.
    /// Only what is kept is read: 200 times the items, or one item 340 times the bytes, costs a
    /// few times the CPU, not hundreds (before: 154× and 126×; thread CPU time, the best of
    /// three, on a thread of its own).
    @Test func onlyWhatIsKeptIsReadAsText() async throws {
        func rss(_ count: Int, body: String = "<p>A <b>post</b> with &amp; some <i>markup</i> to read.</p>") -> Data {
            var text = #"<?xml version="1.0"?><rss version="2.0"><channel><title>N</title>"#
            for index in 0..<count {
                text += "<item><guid>\(index)</guid><title>Post \(index)</title><description><![CDATA[\(body)]]></description></item>"
            }
            return Data((text + "</channel></rss>").utf8)
        }
        let (few, many, huge) = (rss(500), rss(100_000), rss(1, body: String(repeating: "<p>a <b>b</b></p>", count: 1_200_000)))
        let costs = try await offThePool { () -> (Double, Double, Double) in
            func cost(_ data: Data) throws -> Double {
                var best = Double.infinity
                for _ in 0..<3 {
                    var start = timespec(), end = timespec()
                    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
                    _ = try NewsFeedParser().parse(data)
                    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
                    best = min(best, Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9)
                }
                return best
            }
            return (try cost(few), try cost(many), try cost(huge))
        }
        #expect(try NewsFeedParser().parse(many).count == NewsFeedParser.Limits.items)
        let ratio = costs.1 / costs.0
        #expect(ratio < 60, "100,000 items cost \(ratio)× 500 items (\(costs.1) s against \(costs.0) s)")
        #expect(costs.2 / costs.0 < 60, "one 20 MB item costs \(costs.2 / costs.0)× 500 items (\(costs.2) s): its text is read only as far as it is kept")
    }
}
