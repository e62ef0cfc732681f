import Entities
import FeedMarkup
import FeedXML
import Foundation
import NewsDataContract

/// Reads RSS 2.0, Atom (RFC 4287) and JSON Feed 1.1, recognised from the content, into news
/// items whose summary and content are plain text.
public struct NewsFeedParser: Sendable {
    public init() {}

    /// The most items a feed keeps (the newest, in feed order) and the largest values an item's
    /// fields keep: a news feed is a few dozen short posts, and what goes far beyond is a mistake
    /// or an attack every screen would pay for.
    enum Limits {
        static let items = 500
        static let id = 1_000
        static let title = 500
        static let author = 200
        static let summary = 1_000
        static let content = 50_000
        static let link = 2_048
    }

    public func parse(_ data: Data) throws(NewsFeedError) -> [NewsItem] {
        try parseUncapped(data).prefix(Limits.items).compactMap(Self.capped)
    }

    /// An item within `Limits`, or nil for one whose id is too long to be an id.
    static func capped(_ item: NewsItem) -> NewsItem? {
        guard item.id.unicodeScalars.count <= Limits.id else { return nil }
        func cut(_ text: String, _ limit: Int) -> String {
            guard text.utf8.count > limit, text.unicodeScalars.count > limit else { return text }
            return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit - 1))) + "…"
        }
        var item = item
        item.title = cut(item.title, Limits.title)
        item.author = item.author.map { cut($0, Limits.author) }
        item.summary = cut(item.summary, Limits.summary)
        item.content = cut(item.content, Limits.content)
        if (item.link?.absoluteString.utf8.count ?? 0) > Limits.link { item.link = nil }
        return item
    }

    private func parseUncapped(_ data: Data) throws(NewsFeedError) -> [NewsItem] {
        let start = data.drop { [0xEF, 0xBB, 0xBF, 0x20, 0x09, 0x0A, 0x0D].contains($0) }
        switch start.first {
        case UInt8(ascii: "{"):
            return try JSONFeedReader.items(Data(start))
        case UInt8(ascii: "<"):
            let root: XMLElement
            do {
                if let first = Self.firstItems(of: Data(start)), let cut = try? XMLElement.parse(first) {
                    root = cut
                } else {
                    root = try XMLElement.parse(Data(start))
                }
            } catch {
                throw .malformedXML(line: error.line, column: error.column, detail: error.detail)
            }
            switch root.name {
            case "rss": return try RSSReader.items(root)
            case "feed": return try AtomReader.items(root)
            default: throw .unrecognizedFormat("<\(root.name)>")
            }
        default:
            throw .unrecognizedFormat(String(decoding: start.prefix(20), as: UTF8.self))
        }
    }

    /// The document cut before its item beyond `Limits.items` and closed again, or nil when it
    /// has no more: reading 100,000 items to keep 500 cost seconds a sync. Should the cut fall
    /// somewhere it breaks the document (an `<item>` inside CDATA), the whole is read instead.
    static func firstItems(of data: Data) -> Data? {
        let bytes = [UInt8](data)
        for (tag, closing) in [("<item", "</channel></rss>"), ("<entry", "</feed>")] {
            let pattern = Array(tag.utf8)
            var seen = 0
            var index = 0
            while let found = ByteSearch.firstIndex(of: pattern, in: bytes, from: index) {
                let after = found + pattern.count
                index = after
                guard after < bytes.count, [UInt8(ascii: ">"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) else { continue }
                seen += 1
                if seen > Limits.items { return Data(bytes[..<found]) + Data(closing.utf8) }
            }
            if seen > 0 { return nil }
        }
        return nil
    }

    /// The start of a field's raw markup, enough for what is kept of it: a 20 MB item took
    /// 14.6 s to turn into text that was then cut to 50,000 characters.
    static func head(_ raw: String?) -> String? {
        guard let raw, raw.utf8.count > Limits.content * 8 else { return raw }
        return String(String.UnicodeScalarView(raw.unicodeScalars.prefix(Limits.content * 8)))
    }

    /// The summary a list shows: the feed's own, else the start of the content.
    static func summary(_ summary: String?, content: String) -> String {
        if let summary, !summary.isEmpty { return summary }
        guard content.count > 280 else { return content }
        return String(content.prefix(279)) + "…"
    }
}

enum RSSReader {
    static func items(_ root: XMLElement) throws(NewsFeedError) -> [NewsItem] {
        guard let channel = root.child("channel") else { throw .missingField(path: "rss.channel") }
        let dates = FeedDates()
        var items: [NewsItem] = []
        // Only the kept items are read: a 100,000-item feed cost 26 s of text conversion a sync.
        for (index, item) in channel.children("item").prefix(NewsFeedParser.Limits.items).enumerated() {
            guard let id = item.value("guid") ?? item.value("link") ?? item.value("title") else {
                throw .missingField(path: "rss.channel.item[\(index)].guid")
            }
            let content = HTMLText.plainText(NewsFeedParser.head(item.value("content:encoded") ?? item.value("description")) ?? "")
            let summary = item.value("content:encoded") != nil ? NewsFeedParser.head(item.value("description")).map(HTMLText.plainText) : nil
            items.append(NewsItem(
                id: id, title: HTMLText.plainText(item.value("title") ?? "(untitled)"),
                link: item.value("link").flatMap(URL.init(string:)), publishedAt: dates.date(item.value("pubDate")),
                author: item.value("dc:creator") ?? item.value("author"),
                summary: NewsFeedParser.summary(summary, content: content), content: content))
        }
        return items
    }
}

enum AtomReader {
    static func items(_ root: XMLElement) throws(NewsFeedError) -> [NewsItem] {
        let dates = FeedDates()
        var items: [NewsItem] = []
        for (index, entry) in root.children("entry").prefix(NewsFeedParser.Limits.items).enumerated() {
            guard let id = entry.value("id") else { throw .missingField(path: "feed.entry[\(index)].id") }
            let link = entry.children("link").first { ($0.attributes["rel"] ?? "alternate") == "alternate" }?.attributes["href"]
            let content = text(of: entry.child("content"))
            let summary = entry.child("summary").map { text(of: $0) }
            items.append(NewsItem(
                id: id, title: text(of: entry.child("title")).isEmpty ? "(untitled)" : text(of: entry.child("title")),
                link: link.flatMap(URL.init(string:)), publishedAt: dates.date(entry.value("published") ?? entry.value("updated")),
                author: entry.child("author")?.value("name"),
                summary: NewsFeedParser.summary(summary, content: content.isEmpty ? (summary ?? "") : content),
                content: content.isEmpty ? (summary ?? "") : content))
        }
        return items
    }

    /// Atom text constructs: type="text" is already text, "html" and "xhtml" are markup.
    private static func text(of element: XMLElement?) -> String {
        guard let element else { return "" }
        let raw = NewsFeedParser.head(element.text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? ""
        switch element.attributes["type"] ?? "text" {
        case "html", "xhtml": return HTMLText.plainText(raw)
        default: return raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
    }
}

enum JSONFeedReader {
    private struct Feed: Decodable {
        let version: String
        let items: [Item]
    }

    private struct Item: Decodable {
        let id: FlexibleString
        let url: String?
        let title: String?
        let content_html: String?
        let content_text: String?
        let summary: String?
        let date_published: String?
        let authors: [Author]?
        let author: Author?
    }

    private struct Author: Decodable { let name: String? }

    /// JSON Feed ids are strings, though some feeds write numbers.
    private struct FlexibleString: Decodable {
        let value: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) { value = text } else { value = String(try container.decode(Int64.self)) }
        }
    }

    static func items(_ data: Data) throws(NewsFeedError) -> [NewsItem] {
        let feed: Feed
        do {
            feed = try JSONDecoder().decode(Feed.self, from: data)
        } catch DecodingError.keyNotFound(let key, let context) {
            let path = (context.codingPath + [key]).map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            throw .missingField(path: "feed" + path)
        } catch {
            throw .malformedJSON("\(error)")
        }
        guard feed.version.hasPrefix("https://jsonfeed.org/version/") else { throw .unrecognizedFormat("JSON without a JSON Feed version") }
        let dates = FeedDates()
        return feed.items.prefix(NewsFeedParser.Limits.items).map { item in
            let content = NewsFeedParser.head(item.content_html).map(HTMLText.plainText) ?? NewsFeedParser.head(item.content_text) ?? ""
            return NewsItem(
                id: item.id.value, title: item.title ?? "(untitled)", link: item.url.flatMap(URL.init(string:)),
                publishedAt: dates.date(item.date_published), author: item.authors?.first?.name ?? item.author?.name,
                summary: NewsFeedParser.summary(item.summary, content: content), content: content)
        }
    }
}
