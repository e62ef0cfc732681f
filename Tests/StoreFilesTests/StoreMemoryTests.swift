import Foundation
import GRDB
import GRDBSQLite
import TestHarness
import Testing
@testable import StoreFiles

/// At rest the app gives back what its stores keep for speed: a store's page cache goes, and
/// the store reads and writes as before; meanwhile every store's caches keep to one budget.
/// One test at a time: the budget is the whole process's, and one test lifts it for a while.
@Suite(.serialized) struct StoreMemoryTests {
    /// Bytes of the page cache of the connection that runs `read`.
    static func cacheBytes(_ db: Database) -> Int32 {
        var current: Int32 = 0, highest: Int32 = 0
        sqlite3_db_status(db.sqliteConnection, SQLITE_DBSTATUS_CACHE_USED, &current, &highest, 0)
        return current
    }

    @Test func atRestAStoreGivesItsPageCacheBackAndStillReadsAndWrites() async throws {
        try await offThePool {
            let folder = try TemporaryDirectory(prefix: "podium-storememory")
            defer { folder.remove() }
            let connection = try StoreFileTests.open(folder.path + "/notes.sqlite")
            // The other tests' stores in this process share the budget, and may hold all of it:
            // lifted here so that this reader fills its cache whatever runs beside it.
            sqlite3_soft_heap_limit64(0)
            defer { sqlite3_soft_heap_limit64(StoreMemory.budget) }
            let text = String(repeating: "a talk about caches ", count: 50)
            try connection.writeNow { db in
                for index in 0..<2_000 { try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["\(index) \(text)"]) }
            }
            // Reading every note fills the reader's cache with the table's pages (2 MB of text).
            let filled = try connection.readNow { db in
                _ = try String.fetchAll(db, sql: "SELECT text FROM note")
                return Self.cacheBytes(db)
            }
            #expect(filled > 1_000_000)

            StoreMemory.release()
            // The release is queued behind the reader's work: the cache is seen empty soon after
            // (30 s at most, for a loaded machine).
            var cached = filled
            for _ in 0..<1_500 where cached > filled / 10 {
                Thread.sleep(forTimeInterval: 0.02)
                cached = try connection.readNow { db in Self.cacheBytes(db) }
            }
            #expect(cached <= filled / 10, "the reader still caches \(cached) of \(filled) bytes")

            try StoreFileTests.write(connection, "after the rest")
            let notes = try StoreFileTests.notes(connection)
            #expect(notes.count == 2_001)
            #expect(notes.last == "after the rest")
        }
    }

    @Test func aStoreClosedBeforeTheRestIsForgottenNotReleased() async throws {
        try await offThePool {
            let folder = try TemporaryDirectory(prefix: "podium-storememory")
            defer { folder.remove() }
            // Opened and dropped: the registry holds it weakly, so the pool is gone at once.
            weak var closed: AnyObject?
            do {
                let connection = try StoreFileTests.open(folder.path + "/gone.sqlite")
                try StoreFileTests.write(connection, "a note")
                closed = connection.writer as AnyObject
            }
            #expect(closed == nil, "the registry kept a closed store open")
            StoreMemory.release()
            let reopened = try StoreFileTests.open(folder.path + "/gone.sqlite")
            #expect(try StoreFileTests.notes(reopened) == ["a note"])
        }
    }

    /// Every store's readers share one budget: after one reader has filled its cache, a second
    /// reading the whole of a 20 MB table reuses its own oldest pages instead of taking 8 MiB
    /// more (other tests' stores share the budget too, so they can only make it keep less).
    @Test func readersTogetherKeepNoMoreThanTheBudget() async throws {
        try await offThePool(holding: .seconds) {
            let folder = try TemporaryDirectory(prefix: "podium-storememory")
            defer { folder.remove() }
            let path = folder.path + "/big.sqlite"
            let connection = try StoreFileTests.open(path)
            try connection.writeNow { db in
                try db.execute(sql: "CREATE TABLE big (data BLOB)")
                // A row a page: 5,000 pages, more than two readers' caches.
                try db.execute(sql: """
                    WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 5000)
                    INSERT INTO big SELECT randomblob(3000) FROM n
                    """)
            }
            let readers = try (0..<2).map { _ in try DatabaseQueue(path: path, configuration: StoreFile.configuration(readOnly: true)) }
            let cached = try readers.map { reader in
                try reader.read { db in
                    _ = try Int.fetchAll(db, sql: "SELECT length(data) FROM big")
                    return Int64(Self.cacheBytes(db))
                }
            }
            // A page's bookkeeping beside it, and the few pages a reader holds while it reads.
            let slack: Int64 = 1 << 20
            #expect(cached.reduce(0, +) <= StoreMemory.budget + slack, "the two readers keep \(cached) bytes")
        }
    }

    /// glibc takes both heap settings: it refuses an unknown one, or a value out of range, with 0.
    @Test func theCLibraryTakesTheHeapSettings() {
        #if canImport(Glibc)
        #expect(HeapGrowth.settle())
        #endif
    }
}
