import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract
import Synchronization
import TestHarness
import Testing
@testable import ScheduleLocalDataManager

/// A store at `version` of the schema, holding what `write` puts in it, as an older build left
/// it; its path.
private func legacyStore(upTo version: String, in directory: TemporaryDirectory,
                         _ write: @escaping @Sendable (Database) throws -> Void) async throws -> String {
    let path = directory.url.appendingPathComponent("schedule.sqlite").path
    let pool = try DatabasePool(path: path)
    try ScheduleSchema.migrator.migrate(pool, upTo: version)
    try await pool.write(write)
    return path
}

/// Every earlier schema version migrates to the current one with its data intact.
@Suite struct MigrationTests {
    @Test func theMigratorKnowsEveryVersionInOrder() {
        #expect(ScheduleSchema.migrator.migrations == ["v1: schedule, favorites, changes, search", "v2: prefix indexes for search as you type",
                                                        "v3: favorites move to the user's own store", "v4: a bounded change history",
                                                        "v5: what frab and iCalendar feeds say of a session",
                                                        "v6: speakers listed A–Z and searched as you type",
                                                        "v7: one-letter prefix indexes", "v8: descriptions as their feed formatted them",
                                                        "v9: what is on at an instant, read by time",
                                                        "v10: a session's speakers' names in its row",
                                                        "v11: search indexes without word positions",
                                                        "v12: sessions and speakers name their search rows"])
    }

    @Test func aVersion1StoreMigratesWithItsDataAndSearch() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-migration")
        defer { directory.remove() }
        // A store as version 1 left it, written with version 1's schema.
        let path = try await legacyStore(upTo: "v1: schedule, favorites, changes, search", in: directory) { db in
            try db.execute(sql: """
                INSERT INTO room VALUES (1, 'Main Hall', 1);
                INSERT INTO session (id, title, description, startsAt, endsAt, day, roomId, isServiceSession, isPlenumSession)
                VALUES ('1', 'Structured concurrency', 'Tasks and actors', 1713596400, 1713599100, '2024-04-20', 1, 0, 0);
                INSERT INTO speaker (id, firstName, lastName, displayName, tagLine, isTopSpeaker, links, categoryItemIds, sessionIds)
                VALUES ('s1', 'Zoë', 'Åberg', NULL, 'Staff Engineer at Example', 0, '[]', '[]', '["1"]');
                INSERT INTO sessionSpeaker VALUES ('1', 's1', 0);
                INSERT INTO favorite VALUES ('1', 1713500000, 0);
                INSERT INTO sessionSearch (sessionId, title, description, people) VALUES ('1', 'Structured concurrency', 'Tasks and actors', 'Zoë Åberg Staff Engineer at Example');
                """)
        }
        let handedOver = Mutex<[FavoriteChoice]>([])
        let store = try ScheduleLocalDataManager(path: path, conferenceName: "Old", timeZone: TimeZone(identifier: "Europe/Berlin")!,
                                                 handingOverFavorites: { choices in handedOver.withLock { $0 += choices } })
        #expect(try await store.session(id: "1")?.title == "Structured concurrency")
        #expect(try await store.session(id: "1")?.speakerNames == "Zoë Åberg")
        #expect(try await store.outlines(on: try #require(LocalDate("2024-04-20")), matching: .all).map(\.speakerNames) == ["Zoë Åberg"],
                "the Grid's names, written into the row by the migration")
        #expect(handedOver.withLock { $0 } == [FavoriteChoice(sessionID: "1", isFavorite: true, setAt: Date(timeIntervalSince1970: 1713500000))],
                "handed over to the person's own store")
        _ = try ScheduleLocalDataManager(path: path, conferenceName: "Old", timeZone: nil, handingOverFavorites: { _ in Issue.record("handed over twice") })
        let scheduleTables = try await DatabaseQueue(path: path).read { db in try db.tableExists("favorite") }
        #expect(!scheduleTables, "no favorites left in the schedule file, where a rebuild would lose them")
        #expect(try await store.search("st", limit: 5).map(\.id) == ["1"], "two letters, through the new prefix index")
        #expect(try await store.search("zoe", limit: 5).map(\.id) == ["1"], "speaker text rebuilt by the migration")
        #expect(try await store.search("staff", limit: 5).map(\.id) == ["1"])
        #expect(try await store.speakers().map(\.sortKey) == ["aberg zoe"], "the sort key filled in by the migration")
        #expect(try await store.searchSpeakers("abe", limit: 5).byName.map(\.id) == ["s1"], "and the speakers' search index")
        #expect(try await store.searchSpeakers("staff", limit: 5).byOtherText.map(\.id) == ["s1"])
        #expect(try await store.search("s", limit: 5, readingFirst: 5).first.map(\.id) == ["1"], "one letter, through its own index")
        #expect(try await store.searchSpeakers("z", limit: 5).byName.map(\.id) == ["s1"])
        let indexes = try await DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT sql FROM sqlite_master WHERE name IN ('sessionSearch', 'speakerSearch')")
        }
        #expect(indexes.count == 2 && indexes.allSatisfy { $0.contains("prefix = '1 2 3'") && $0.contains("detail = column") }, "\(indexes)")
    }

    /// A store from before sessions named their search rows: the migration names them, so the
    /// next sync replaces a renamed session's row instead of leaving its old words findable.
    @Test func aVersion11StoreNamesItsSearchRowsAndTheNextSyncReplacesThem() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-migration")
        defer { directory.remove() }
        let path = try await legacyStore(upTo: ScheduleSchema.searchWithoutPositions, in: directory) { db in
            try db.execute(sql: """
                INSERT INTO session (id, title, startsAt, endsAt, day, isServiceSession, isPlenumSession)
                    VALUES ('a', 'Old words', 1713596400, 1713599100, '2024-04-20', 0, 0),
                           ('b', 'Kept words', 1713596400, 1713599100, '2024-04-20', 0, 0);
                INSERT INTO sessionSearch (rowid, sessionId, title, description, people)
                    VALUES (7, 'b', 'Kept words', '', ''), (9, 'a', 'Old words', '', '');
                INSERT INTO meta (key, value) VALUES ('timeZone', 'Europe/Berlin');
                """)
        }
        let store = try ScheduleLocalDataManager(path: path, conferenceName: "Old", timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let named = try await DatabaseQueue(path: path).read { db in
            try Row.fetchAll(db, sql: "SELECT id, searchRow FROM session ORDER BY id").map { "\($0[0] as String)=\($0[1] as Int64)" }
        }
        #expect(named == ["a=9", "b=7"])
        let start = Date(timeIntervalSince1970: 1713596400)
        let feed = ScheduleFeed(sessions: [Session(id: "a", title: "New words", startsAt: start, endsAt: start.addingTimeInterval(2700)),
                                           Session(id: "b", title: "Kept words", startsAt: start, endsAt: start.addingTimeInterval(2700))],
                                speakers: [], rooms: [], categories: [])
        _ = try await store.apply(feed, validators: FeedValidators(etag: "\"v12\""), at: start)
        #expect(try await store.search("old", limit: 5).isEmpty, "the old row is gone")
        #expect(try await store.search("new", limit: 5).map(\.id) == ["a"])
        #expect(try await store.search("words", limit: 5).map(\.id).sorted() == ["a", "b"])
    }

    /// The formatting of descriptions comes with the next sync: a store from before it forgets
    /// its validators, so the feed is fetched whole once, not answered "not modified".
    @Test func aVersion7StoreFetchesItsFeedWholeOnceForTheFormatting() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-migration")
        defer { directory.remove() }
        let path = try await legacyStore(upTo: "v7: one-letter prefix indexes", in: directory) { db in
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('etag', '\"v7\"'), ('timeZone', 'Europe/Berlin')")
        }
        let store = try ScheduleLocalDataManager(path: path, conferenceName: "Old", timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(try await store.validators() == nil)
    }
}

/// A store whose history grew without bound (before it was bounded) opens with a bounded one:
/// twenty flips of a megabyte title once froze My schedule at every start.
@Suite struct HistoryMigrationTests {
    @Test func anOversizedHistoryIsBoundedWhenTheStoreOpens() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-migration")
        defer { directory.remove() }
        let huge = String(repeating: "x", count: 1_000_000)
        let path = try await legacyStore(upTo: "v3: favorites move to the user's own store", in: directory) { db in
            for index in 0..<3_000 {
                let title = index == 2_999 ? huge : "Talk \(index)"
                try db.execute(sql: "INSERT INTO scheduleChange (sessionId, kind, before, after, detectedAt) VALUES (?, 'renamed', ?, ?, ?)",
                               arguments: ["s\(index)", #"{"title":"\#(title)"}"#, #"{"title":"Talk"}"#, 1_713_600_000 + index])
            }
        }
        let store = try ScheduleLocalDataManager(path: path, conferenceName: "Old", timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let kept = try await store.changes(since: .distantPast)
        #expect(kept.count == ScheduleHistory.maximumCount)
        #expect(kept.allSatisfy { ($0.before?.title.count ?? 0) < 100 }, "the megabyte row is gone")
        #expect(kept.first?.sessionID == "s2998", "the newest of the rest are kept")
    }
    /// Issue #28: a row an older build wrote at full size after the migration ran (a megabyte
    /// title) made My schedule take 5–15 s. What is read back is bounded, not only what is written.
    @Test func aMegabyteRowWrittenAfterTheMigrationIsReadBackBounded() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-history")
        defer { directory.remove() }
        let path = directory.url.appendingPathComponent("schedule.sqlite").path
        do { _ = try ScheduleLocalDataManager(path: path, conferenceName: "Now", timeZone: TimeZone(identifier: "Europe/Berlin")!) }
        let huge = String(repeating: "é", count: 1_000_000)
        do {
            let pool = try DatabasePool(path: path)
            try await pool.write { db in
                for index in 0..<20 {
                    try db.execute(sql: "INSERT INTO scheduleChange (sessionId, kind, before, after, detectedAt) VALUES (?, 'renamed', ?, ?, ?)",
                                   arguments: ["s\(index)", #"{"title":"\#(huge)","roomName":"\#(huge)","startsAt":800000000}"#,
                                               #"{"title":"Talk"}"#, 1_713_600_000 + index])
                }
            }
        }
        let store = try ScheduleLocalDataManager(path: path, conferenceName: "Now", timeZone: TimeZone(identifier: "Europe/Berlin")!)
        let changes = try await store.changes(since: .distantPast)
        #expect(changes.count == 20)
        #expect(changes.allSatisfy { $0.before?.title.unicodeScalars.count == ScheduleHistory.maximumText && $0.before?.title.hasSuffix("…") == true })
        #expect(changes.allSatisfy { $0.before?.roomName?.unicodeScalars.count == ScheduleHistory.maximumText })
        #expect(changes.first?.before?.startsAt == Date(timeIntervalSinceReferenceDate: 800_000_000), "the times are read as written")
        #expect(changes.first?.after?.title == "Talk" && changes.first?.after?.roomName == nil)
    }
}
