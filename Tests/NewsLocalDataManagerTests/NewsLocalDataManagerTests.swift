import Entities
import FeedFetcherContract
import Foundation
import GRDB
import NewsDataContract
import TestHarness
import Testing
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

    @Test func oneItemWithItsMarkAndTheCount() async throws {
        _ = try await store.apply(items, validators: validators, at: Date())
        try await store.setRead("b", true)
        #expect(try await store.item(id: "b")?.isRead == true)
        #expect(try await store.item(id: "a")?.isRead == false)
        #expect(try await store.item(id: "a")?.title == items.first { $0.id == "a" }?.title)
        #expect(try await store.item(id: "gone") == nil)
        #expect(try await store.itemCount() == 3)
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

/// Read marks are the person's: kept in a file of their own, and carried over from a store
/// written when they still lived beside the news.
@Suite struct NewsReadMarksTests {
    @Test func readMarksMoveOutOfAnOldStoreAndSurviveADamagedNewsFile() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-news")
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("news.sqlite").path
        do {
            let pool = try DatabasePool(path: path)
            try NewsLocalDataManager.migrator.migrate(pool, upTo: NewsLocalDataManager.beforeReadMarksMovedOut)
            try await pool.write { db in
                try db.execute(sql: """
                    INSERT INTO news (id, position, title, summary, content) VALUES ('a', 0, 'Hello', 's', 'c');
                    INSERT INTO newsRead (id) VALUES ('a');
                    """)
            }
        }
        do {
            let store = try NewsLocalDataManager(path: path)
            #expect(try await store.items().first?.isRead == true)
        }
        try Data("not a database".utf8).write(to: URL(fileURLWithPath: path))
        let rebuilt = try NewsLocalDataManager(path: path)
        #expect(rebuilt.recoveries.count == 1)
        _ = try await rebuilt.apply([NewsItem(id: "a", title: "Hello", summary: "s", content: "c")], validators: FeedValidators(), at: Date())
        #expect(try await rebuilt.items().first?.isRead == true, "the read mark outlived the damaged news file")
    }
}
