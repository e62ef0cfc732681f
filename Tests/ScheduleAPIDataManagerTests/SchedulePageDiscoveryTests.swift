import FeedFetcherContract
import Foundation
import Synchronization
import TestHarness
import Testing
@testable import ScheduleAPIDataManager

/// Finding a schedule's export from the web page a person pasted: the whole schedule before a
/// part of it, JSON before XML before iCalendar, and a front page followed to its schedule once.
@Suite struct SchedulePageDiscoveryTests {
    static let pages = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Pages")

    static func page(_ name: String) throws -> Data {
        try Data(contentsOf: pages.appendingPathComponent(name))
    }

    /// Answers the pages given, by address; everything else is a 404.
    final class PageFetcher: FeedFetching {
        let asked = Mutex<[URL]>([])
        let pages: [String: Data]

        init(_ pages: [String: Data]) {
            self.pages = pages
        }

        func fetch(_ request: FeedRequest) async throws(FeedFetchError) -> FeedResponse {
            asked.withLock { $0.append(request.url) }
            #expect(request.acceptedContentTypes.contains("text/html") && request.maximumBytes <= 4 << 20)
            guard let body = pages[request.url.absoluteString] else { throw .httpStatus(404, url: request.url) }
            return .body(body, validators: FeedValidators())
        }
    }

    @Test func fosdemsSchedulePageLeadsToItsXMLBeforeItsCalendar() async throws {
        let page = "https://fosdem.org/2027/schedule/"
        let found = await SchedulePageDiscovery(fetcher: PageFetcher([page: try Self.page("fosdem-schedule.html")])).find(URL(string: page)!)
        #expect(found.exports.map(\.absoluteString) == ["https://fosdem.org/2027/schedule/xml", "https://fosdem.org/2027/schedule/ical",
                                                       "https://fosdem.org/2027/schedule/track/keynotes/ical"],
                "a track's calendar last; no news feed, no script's text")
        #expect(found.pagesRead == [URL(string: page)!])
    }

    @Test func aFahrplanLeadsToItsJSONExportNotATalksCalendarOrItsWidget() async throws {
        let page = "https://fahrplan.example.org/congress/2026/fahrplan/"
        let found = await SchedulePageDiscovery(fetcher: PageFetcher([page: try Self.page("fahrplan.html")])).find(URL(string: page)!)
        let base = "https://fahrplan.example.org/congress/2026/fahrplan/"
        #expect(found.exports.map(\.absoluteString) == [base + "schedule/export/schedule.json", base + "schedule/export/schedule.xml",
                                                       base + "schedule/export/schedule.ics", base + "talk/ABC123.ics"])
    }

    @Test func aFrontPageIsFollowedOnceToItsSchedulePage() async throws {
        let fetcher = PageFetcher(["https://conf.example.org/": try Self.page("front-page.html"),
                                   "https://conf.example.org/2027/schedule": try Self.page("fosdem-schedule.html")])
        let found = await SchedulePageDiscovery(fetcher: fetcher).find(URL(string: "https://conf.example.org/")!)
        #expect(found.pagesRead.map(\.absoluteString) == ["https://conf.example.org/", "https://conf.example.org/2027/schedule"],
                "the schedule page on its own site, not another site's")
        #expect(found.exports.first?.absoluteString == "https://conf.example.org/2027/schedule/xml")
    }

    @Test func aPageWithoutExportsOrAnUnreadablePageFindsNothingInAFewRequests() async throws {
        let fetcher = PageFetcher(["https://conf.example.org/": Data("<p>Nothing here <a href=\"/about\">about</a></p>".utf8)])
        let nothing = await SchedulePageDiscovery(fetcher: fetcher).find(URL(string: "https://conf.example.org/")!)
        #expect(nothing.exports.isEmpty && nothing.pagesRead.count == 1)
        let missing = await SchedulePageDiscovery(fetcher: fetcher).find(URL(string: "https://conf.example.org/gone")!)
        #expect(missing.exports.isEmpty && missing.pagesRead.count == 1 && !missing.pageAnswered && nothing.pageAnswered)
        // A page of schedule links leading to each other is followed once, not crawled.
        let loop = PageFetcher(["https://conf.example.org/a/schedule": Data("<a href=\"/b/schedule\">s</a>".utf8),
                                "https://conf.example.org/b/schedule": Data("<a href=\"/a/schedule\">s</a>".utf8)])
        let looped = await SchedulePageDiscovery(fetcher: loop).find(URL(string: "https://conf.example.org/a/schedule")!)
        #expect(looped.exports.isEmpty && loop.asked.withLock { $0.count } == 2)
    }

    @Test func newsFeedsSitemapsAndStylesAreNoExports() async throws {
        let page = "https://conf.example.org/"
        let fetcher = PageFetcher([page: Data("""
            <link rel="alternate" type="application/rss+xml" href="/feed.xml"><link rel="stylesheet" href="/s.xml">
            <a href="/sitemap.xml">s</a><a href="/wp-json/x.json">w</a><a href="/data.json">d</a><a href="/schedule.xml">x</a>
            <link rel="alternate" type="text/calendar" href="/cal">
            """.utf8)])
        let found = await SchedulePageDiscovery(fetcher: fetcher).find(URL(string: page)!)
        #expect(found.exports.map(\.path) == ["/schedule.xml", "/cal"], "a JSON that does not say schedule is no export; a declared calendar type is one")
    }
}
