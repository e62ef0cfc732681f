import Entities
import FeedFetcherContract
import Foundation
import NewsDataContract
import Testing
import TestSupport
@testable import NewsLocalDataManager

@Suite struct NewsLocalDataManagerTests {
    let directory: TemporaryDirectory
    let store: NewsLocalDataManager
    let validators = FeedValidators(etag: "\"n1\"")
    let items = [
        NewsItem(id: "a", title: "Schedule published", publishedAt: Date(timeIntervalSince1970: 1_700_000_000), summary: "s", content: "c"),
        NewsItem(id: "b", title: "Room change", publishedAt: Date(timeIntervalSince1970: 1_700_100_000), summary: "s", content: "c"),
        NewsItem(id: "c", title: "Undated note", summary: "s", content: "c"),
    ]

    init() throws {
        directory = try TemporaryDirectory(prefix: "podium-news")
        store = try NewsLocalDataManager(path: directory.url.appendingPathComponent("news.sqlite").path)
    }

    @Test func itemsComeBackNewestFirstAndTheSameFeedTwiceWritesNothing() async throws {
        let first = try await store.apply(items, validators: validators, at: Date())
        #expect(first.added == 3 && first.rowsWritten > 0)
        #expect(try await store.items().map(\.id) == ["b", "a", "c"])
        #expect(try await store.validators() == validators)
        let second = try await store.apply(items, validators: validators, at: Date())
        #expect(second.rowsWritten == 0 && second.added == 0)
        directory.remove()
    }

    @Test func readMarksSurviveAReappliedFeedAndVanishedItemsGo() async throws {
        _ = try await store.apply(items, validators: validators, at: Date())
        try await store.setRead("a", true)
        var updated = items
        updated[1].title = "Room change (updated)"
        updated.remove(at: 2)
        _ = try await store.apply(updated, validators: FeedValidators(etag: "\"n2\""), at: Date())
        let stored = try await store.items()
        #expect(stored.map(\.id) == ["b", "a"])
        #expect(stored.first { $0.id == "a" }?.isRead == true)
        #expect(stored.first { $0.id == "b" }?.title == "Room change (updated)")
        try await store.setRead("a", false)
        #expect(try await store.items().allSatisfy { !$0.isRead })
        directory.remove()
    }

    @Test func changeEventsReachSubscribers() async throws {
        var events = store.changeEvents().makeAsyncIterator()
        _ = try await store.apply(items, validators: validators, at: Date())
        #expect(await events.next() == .items)
        try await store.setRead("b", true)
        #expect(await events.next() == .readState)
        directory.remove()
    }
}
