import AddConference
import ConferencesDataContract
import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import Synchronization

/// A feed that answers what it is told, per address.
struct ScriptedSchedule: ScheduleAPIDataManaging {
    let answer: Result<ScheduleFetchResult, ScheduleFetchError>
    func fetchSchedule(ifChangedSince validators: FeedValidators?) async throws(ScheduleFetchError) -> ScheduleFetchResult {
        try answer.get()
    }
}

struct NoPretalx: PretalxFinding {
    var found: PretalxFound = .nothing(asked: [URL(string: "https://example.org/api/events/")!])
    var events: [PretalxEventListing] = []
    func find(_ address: URL) async -> PretalxFound { found }
    func events(on instance: URL, matching text: String?) async throws(ScheduleFetchError) -> [PretalxEventListing] { events }
}

struct ScriptedPages: SchedulePageFinding {
    var found = SchedulePageFound(exports: [], pagesRead: [])
    func find(_ page: URL) async -> SchedulePageFound { found }
}

struct NoFetcher: FeedFetching {
    func fetch(_ request: FeedRequest) async throws(FeedFetchError) -> FeedResponse { throw .httpStatus(404, url: request.url) }
}

/// The stores a conference just added gets: what was applied, counted.
final class AddedStoresSpy: AddedStores, ScheduleSyncStoring, @unchecked Sendable {
    let applied = Recorded<ScheduleFeed>()
    var schedule: any ScheduleSyncStoring { self }
    func summary() async throws -> ScheduleStoreSummary {
        let feed = applied.all.last
        return ScheduleStoreSummary(format: feed?.conference.format, title: feed?.conference.title, timeZone: feed?.conference.timeZone, days: [],
                                    sessions: feed?.sessions.count ?? 0, lastSync: nil)
    }
    func follow(_ succession: ScheduleSuccession, at time: Date) async throws {}
    func syncNews() async -> String? { nil }
    func publishCalendar() async {}
    func apply(_ feed: ScheduleFeed, validators: FeedValidators, at time: Date, shrink: ShrinkPolicy) async throws -> ScheduleApplyOutcome {
        applied.append(feed)
        return .applied(ScheduleApplyReport(sessions: feed.sessions.count, speakers: 0, rooms: 0, categories: 0, changes: [], rowsWritten: 1))
    }
    func noteUnchanged(at time: Date) async throws {}
    func validators() async throws -> FeedValidators? { nil }
    func counts() async throws -> ScheduleCounts { ScheduleCounts(sessions: 0, speakers: 0, rooms: 0, categories: 0) }
}

/// A place whose feeds answer per address, with the conferences file in memory.
struct ScriptedPlace: AddingPlace {
    let conferences: any ConferencesLocalDataManaging
    var feeds: [String: Result<ScheduleFetchResult, ScheduleFetchError>] = [:]
    var pretalx: any PretalxFinding = NoPretalx()
    var pages: any SchedulePageFinding = ScriptedPages()
    var fetcher: any FeedFetching = NoFetcher()
    let timeout = Duration.seconds(5)
    let maximumBytes = 1 << 20
    var existingStores: Set<String> = []
    let kept = Recorded<(address: URL, store: String)>()
    let stores = AddedStoresSpy()
    var conferencesLocation: String { conferences.location }

    func schedule(of conference: SavedConference) -> any ScheduleAPIDataManaging {
        ScriptedSchedule(answer: feeds[conference.feed] ?? .failure(.fetch(.httpStatus(404, url: URL(string: conference.feed)!))))
    }
    func storeExists(named store: String) -> Bool { existingStores.contains(store) }
    func oneOffStore(for address: URL) -> String { "feed-" + (address.host ?? "file") }
    func keepFeedAddress(_ address: URL, store: String, label: String) async throws { kept.append((address, store)) }
    func open(_ conference: SavedConference) async throws -> any AddedStores { stores }
}

enum Feeds {
    static func schedule(_ title: String?, sessions: Int = 3, format: ScheduleFormat = .frabXML, zone: TimeZone? = TimeZone(identifier: "Europe/Brussels"),
                         generator: String? = nil, warnings: [FeedWarning] = []) -> Result<ScheduleFetchResult, ScheduleFetchError> {
        let list = (0..<sessions).map { Session(id: "s\($0)", title: "Talk \($0)") }
        var feed = ScheduleFeed(sessions: list, speakers: [], rooms: [], categories: [], warnings: warnings)
        feed.conference = FeedConference(format: format, title: title, timeZone: zone, timeZoneSource: zone == nil ? nil : .declared, generator: generator)
        return .success(.feed(feed, validators: FeedValidators(etag: nil, lastModified: nil)))
    }

    static let notAFeed: Result<ScheduleFetchResult, ScheduleFetchError> = .failure(.feed(.unrecognizedFormat("an HTML page"), url: "https://fosdem.org/2027/schedule/"))
}

/// What a fake was handed, in order, from any thread.
final class Recorded<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Element] = []
    func append(_ item: Element) { lock.withLock { items.append(item) } }
    var all: [Element] { lock.withLock { items } }
}
