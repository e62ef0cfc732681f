import Foundation
import GRDB
import GRDBSQLite
import TestHarness
import Testing
@testable import StoreFiles

/// At rest the app gives back what its stores keep for speed: a store's page cache goes, and
/// the store reads and writes as before.
@Suite struct StoreMemoryTests {
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

    /// glibc takes both heap settings: it refuses an unknown one, or a value out of range, with 0.
    @Test func theCLibraryTakesTheHeapSettings() {
        #if canImport(Glibc)
        #expect(HeapGrowth.settle())
        #endif
    }
}
