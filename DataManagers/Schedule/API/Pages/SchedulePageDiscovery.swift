import FeedFetcherContract
import FeedMarkup
import Foundation
import ScheduleDataContract

/// Finds a schedule's exports from a web page a person pasted (FOSDEM's `/2027/schedule/`, a
/// Congress's Fahrplan): the page is read and its links to exports ranked (`ScheduleExportLinks`);
/// a page that links none but links a schedule page (a conference's front page) is followed
/// once. A few requests, each within a small limit; nothing on the page is run or believed
/// beyond its links, and every export found is read as any feed before it is kept.
public struct SchedulePageDiscovery: SchedulePageFinding {
    public typealias Found = SchedulePageFound

    private let fetcher: any FeedFetching
    private let timeout: Duration
    private let maximumBytes: Int

    public init(fetcher: any FeedFetching, timeout: Duration = .seconds(20), maximumBytes: Int = 4 << 20) {
        self.fetcher = fetcher
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }

    public func find(_ page: URL) async -> Found {
        var read: [URL] = []
        guard let links = await links(on: page, read: &read) else { return Found(exports: [], pagesRead: read, pageAnswered: false) }
        let exports = ScheduleExportLinks.exports(in: links, page: page)
        guard exports.isEmpty, let next = ScheduleExportLinks.schedulePages(in: links, page: page).first,
              let further = await self.links(on: next, read: &read) else {
            return Found(exports: exports, pagesRead: read)
        }
        return Found(exports: ScheduleExportLinks.exports(in: further, page: next), pagesRead: read)
    }

    private func links(on page: URL, read: inout [URL]) async -> [HTMLLink]? {
        let request = FeedRequest(url: page, acceptedContentTypes: ["text/html", "application/xhtml+xml"], maximumBytes: maximumBytes, timeout: timeout)
        read.append(page)
        guard case .body(let data, _)? = try? await fetcher.fetch(request) else { return nil }
        return HTMLText.links(String(decoding: data, as: UTF8.self), base: page)
    }
}

/// Which of a page's links are a schedule's exports, best first: a whole schedule (its name
/// says schedule, or the export's own: FOSDEM's `schedule/xml`, pretalx's
/// `schedule/export/schedule.json`) before a part of one (a talk's `.ics`); JSON, then frab XML,
/// then iCalendar (JSON carries bios and photos, iCalendar no speakers); nearer the page first.
/// News feeds, sitemaps and other sites' pages are no exports.
public enum ScheduleExportLinks {
    /// The most exports tried: each is a request.
    public static let limit = 4

    enum Kind: Int {
        case json, xml, iCalendar
    }

    public static func exports(in links: [HTMLLink], page: URL) -> [URL] {
        var seen = Set<String>()
        let ranked = links.enumerated().compactMap { offset, link -> (rank: (Int, Int, Int, Int, Int), url: URL)? in
            guard let kind = kind(of: link), seen.insert(link.url.absoluteString).inserted else { return nil }
            let whole = wholeSchedule(link.url) ? 0 : 1
            return ((whole, kind.rawValue, sameSite(link.url, page) ? 0 : 1, depth(of: link.url, below: page), offset), link.url)
        }
        return ranked.sorted { $0.rank < $1.rank }.prefix(limit).map(\.url)
    }

    /// Links on the same site to what a conference calls its schedule page, nearest first: where
    /// a front page leads.
    public static func schedulePages(in links: [HTMLLink], page: URL) -> [URL] {
        let names: Set<String> = ["schedule", "fahrplan", "programme", "program", "agenda", "timetable"]
        var seen = Set<String>([page.absoluteString])
        return links.filter { link in
            sameSite(link.url, page) && names.contains(link.url.lastPathComponent.lowercased()) && seen.insert(link.url.absoluteString).inserted
        }
        .map(\.url)
        .enumerated().sorted { (depth(of: $0.element, below: page), $0.offset) < (depth(of: $1.element, below: page), $1.offset) }
        .map(\.element)
    }

    /// What an export is, by its declared type or its address's end; nil: no schedule export.
    static func kind(of link: HTMLLink) -> Kind? {
        let path = link.url.path.lowercased()
        let last = link.url.lastPathComponent.lowercased()
        if link.type.contains("rss") || link.type.contains("atom") || link.relation.contains("stylesheet") || link.relation.contains("icon") { return nil }
        let excluded = ["sitemap", "feed", "rss", "atom", "news", "opensearch", "oembed", "manifest"]
        guard !excluded.contains(where: { last.hasPrefix($0) }), !path.contains("/wp-json"), !path.contains("/widgets/") else { return nil }
        switch link.type {
        case "application/json": return .json
        case "application/xml", "text/xml": return .xml
        case "text/calendar": return .iCalendar
        default: break
        }
        if last == "json" || last.hasSuffix(".json") { return last == "json" || last.contains("schedule") || last.contains("fahrplan") ? .json : nil }
        if last == "xml" || last.hasSuffix(".xml") { return .xml }
        if ["ical", "ics", "icalendar"].contains(last) || last.hasSuffix(".ics") { return .iCalendar }
        return nil
    }

    /// Whether an address names a whole schedule: its last part is the export's own name, or
    /// the name says schedule.
    static func wholeSchedule(_ url: URL) -> Bool {
        let last = url.lastPathComponent.lowercased()
        let parent = url.deletingLastPathComponent().lastPathComponent.lowercased()
        return last.hasPrefix("schedule") || last.hasPrefix("fahrplan") || last.hasPrefix("everything")
            || (["xml", "json", "ical", "ics"].contains(last) && ["schedule", "fahrplan", "export"].contains(parent))
    }

    /// Same host, or one a "www." apart.
    static func sameSite(_ url: URL, _ page: URL) -> Bool {
        func site(_ url: URL) -> String {
            let host = url.host?.lowercased() ?? ""
            return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
        }
        return site(url) == site(page)
    }

    /// How many folders an address lies below the page's folder (or outside it: counted as far).
    static func depth(of url: URL, below page: URL) -> Int {
        let folder = page.hasDirectoryPath ? page.pathComponents : Array(page.pathComponents.dropLast())
        let parts = url.pathComponents
        guard parts.starts(with: folder) else { return 64 + min(parts.count, 64) }
        return parts.count - folder.count
    }
}
