import Entities
import FeedFetcherContract
import Foundation
import NewsDataContract
import ScheduleDataContract
import Synchronization
import SynchronizerContract
import Testing
@testable import Synchronizer

/// A news API answering one fixed result.
final class FixedNewsAPI: NewsAPIDataManaging {
    let answer: Result<NewsFetchResult, NewsFetchError>
    init(_ answer: Result<NewsFetchResult, NewsFetchError>) { self.answer = answer }
    func fetchNews(ifChangedSince validators: FeedValidators?) async throws(NewsFetchError) -> NewsFetchResult { try answer.get() }
}

/// A news store in memory: what the synchronizer writes to.
final class NewsSyncStoreSpy: NewsSyncStoring {
    let stored = Mutex<[NewsItem]>([])
    func apply(_ items: [NewsItem], validators: FeedValidators, at time: Date) async throws -> NewsApplyReport {
        let changed = stored.withLock { old in
            defer { old = items }
            return old != items
        }
        return NewsApplyReport(items: items.count, added: 0, rowsWritten: changed ? items.count : 0)
    }
    func validators() async throws -> FeedValidators? { nil }
    func itemCount() async throws -> Int { stored.withLock { $0.count } }
}

@Suite struct NewsSyncTests {
    let feed = ScheduleFeed(sessions: [Session(id: "1", title: "Keynote")], speakers: [], rooms: [], categories: [])
    let items = [NewsItem(id: "n1", title: "Schedule published"), NewsItem(id: "n2", title: "Room change")]

    @Test func newsIsSyncedWithTheScheduleAndCounted() async {
        let news = NewsSyncStoreSpy()
        let sync = Synchronizer(api: ScriptedAPI([.notModified]), store: InMemoryStore(),
                                news: .init(api: FixedNewsAPI(.success(.items(items, validators: FeedValidators()))), store: news),
                                clock: ManualClock())
        guard case .updated(let counts, _) = await sync.syncNow() else { Issue.record("news was not applied"); return }
        #expect(counts.news == 2)
        #expect(news.stored.withLock { $0.map(\.id) } == ["n1", "n2"])
        #expect(await sync.syncNow() == .notModified, "the same news again changes nothing")
    }

    @Test func aNewsFailureIsReportedButTheScheduleStillLands() async {
        let store = InMemoryStore()
        let failure = NewsFetchError.feed(.unrecognizedFormat("<html>"), url: "https://x.example/news")
        let sync = Synchronizer(api: ScriptedAPI([.feed(feed, FeedValidators(etag: "\"v1\""))]), store: store,
                                news: .init(api: FixedNewsAPI(.failure(failure)), store: NewsSyncStoreSpy()), clock: ManualClock())
        #expect(await sync.syncNow() == .failed("news: \(failure)"))
        #expect(store.applyCount == 1)
        #expect(await sync.status().lastError == "news: \(failure)")
    }
}
