#if canImport(Glibc)
import Glibc
#endif
import Files
import Foundation
import GRDB
import TestHarness
import Testing
@testable import StoreFiles

/// Opening a store file: whatever happened to it, the person loses at most that file, is told
/// in words, and a read-only disk still reads.
@Suite struct StoreFileTests {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT NOT NULL)")
        }
        return migrator
    }

    static func open(_ path: String) throws -> StoreConnection {
        try StoreFile.open(path: path, role: "test store", migrator: migrator, now: Date(timeIntervalSince1970: 1_780_000_000))
    }

    static func write(_ connection: StoreConnection, _ text: String) throws {
        try connection.writeNow { db in try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: [text]) }
    }

    static func notes(_ connection: StoreConnection) throws -> [String] {
        try connection.readNow { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
    }

    /// Issue #28: `podium remove` of the conference the app showed let the app keep saving
    /// stars into deleted files. A store whose file was deleted or replaced refuses to write.
    @Test(arguments: ["deleted", "replaced"])
    func aStoreRemovedWhileOpenSaysSoInsteadOfSavingIntoNothing(_ how: String) async throws {
        try await offThePool {
            let folder = try TemporaryDirectory(prefix: "podium-storefile")
            defer { folder.remove() }
            let path = folder.url.appendingPathComponent("store.sqlite").path
            let connection = try Self.open(path)
            try Self.write(connection, "kept")
            for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            if how == "replaced" { _ = try Self.open(path) }
            #expect(throws: StoreError(.removed, role: "test store", path: path)) { try Self.write(connection, "lost") }
            #expect(StoreError(.removed, role: "test store", path: path).description.contains("removed while Podium ran"))
        }
    }

    @Test func readersKeepASchedulesPagesInMemoryAndTheWriterDoesNot() async throws {
        try await offThePool {
            let folder = try TemporaryDirectory(prefix: "podium-storefile")
            defer { folder.remove() }
            let connection = try Self.open(folder.url.appendingPathComponent("store.sqlite").path)
            #expect(try connection.readNow { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") } == -8192, "8 MiB for reads")
            #expect(try connection.writeNow { db in try Int.fetchOne(db, sql: "PRAGMA cache_size") } == -2000, "SQLite's default for the writer")
        }
    }

    /// A store that holds nothing yet is filled without a flush per step and flushed once: when
    /// the write returns, the file alone holds all of it (its log is not needed), a failed fill
    /// leaves nothing, and writes after it flush as usual.
    @Test func aFirstFillIsInTheFileItselfWhenTheWriteReturns() async throws {
        let folder = try TemporaryDirectory(prefix: "podium-storefile")
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("store.sqlite").path
        let connection = try await offThePool { try Self.open(path) }
        let empty: @Sendable (Database) throws -> Bool = { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") == 0 }
        let level = try connection.writeNow { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }

        struct Refused: Error {}
        await #expect(throws: StoreError.self) {
            try await connection.write(flushingOnceIf: empty) { db in
                try db.execute(sql: "INSERT INTO note (text) VALUES ('half')")
                throw Refused()
            }
        }
        let during = try await connection.write(flushingOnceIf: empty) { db in
            for number in 0..<2_000 { try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["note \(number)"]) }
            return try Int.fetchOne(db, sql: "PRAGMA synchronous")
        }
        #expect(during == 0, "the fill is not flushed step by step")
        let later = try await connection.write(flushingOnceIf: empty) { db in
            try db.execute(sql: "INSERT INTO note (text) VALUES ('later')")
            return try Int.fetchOne(db, sql: "PRAGMA synchronous")
        }
        #expect(later == level && level == 1, "a store with something in it is written as any other (NORMAL)")
        #expect(try connection.writeNow { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == level)

        // The file without its log, as a power cut after the flush could leave it.
        let copy = folder.url.appendingPathComponent("copy.sqlite").path
        try FileManager.default.copyItem(atPath: path, toPath: copy)
        let alone = try DatabaseQueue(path: copy)
        let notes = try await alone.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
        #expect(notes.count == 2_001 && notes.first == "note 0" && notes.last == "later" && !notes.contains("half"))
    }

    @Test func aNewStoreIsMadeAndAnOldOneReopensWithItsData() async throws {
        try await offThePool { try Self.newAndReopened() }
    }

    static func newAndReopened() throws {
        let folder = try TemporaryDirectory(prefix: "podium-storefile")
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("deep/er/store.sqlite").path
        try Self.write(try Self.open(path), "kept")
        let reopened = try Self.open(path)
        #expect(try Self.notes(reopened) == ["kept"])
        #expect(reopened.recovery == nil)
        #expect(!reopened.isReadOnly)
    }

    /// "scribbled in place": after a start that checked the file and noted it healthy (a start
    /// does not read an unchanged file through again), its bytes are changed where they lie and
    /// its modification time put back; its change time still gives it away.
    @Test(arguments: ["empty", "garbage", "truncated", "scribbled", "scribbled in place"])
    func aDamagedFileIsMovedAsideNeverDeletedAndANewOneMade(_ damage: String) async throws {
        // Hundreds of writes: on a thread of its own, not the shared pool.
        try await offThePool { try Self.damageAndReopen(damage) }
    }

    static func damageAndReopen(_ damage: String) throws {
        let folder = try TemporaryDirectory(prefix: "podium-storefile")
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("store.sqlite").path
        do {
            let connection = try Self.open(path)
            for index in 0..<400 { try Self.write(connection, String(repeating: "note \(index) ", count: 20)) }
        }
        // Close every connection (checkpointing the WAL into the file) before damaging it.
        _ = try Self.open(path)   // a start that checks the file and notes it healthy
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        let damaged: Data
        switch damage {
        case "empty": damaged = Data()
        case "garbage": damaged = Data("this is not a database at all, just some text someone saved here".utf8)
        case "truncated": damaged = original.prefix(original.count / 3)
        default:   // scribbled
            var bytes = original
            for index in stride(from: 4096, to: bytes.count, by: 97) { bytes[index] = 0xA5 }
            damaged = bytes
        }
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        if damage == "scribbled in place" {
            var before = stat()
            #expect(lstat(path, &before) == 0)
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.write(contentsOf: damaged)
            try handle.close()
            var times = [before.st_atim, before.st_mtim]   // to the nanosecond
            #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        } else {
            try damaged.write(to: URL(fileURLWithPath: path))
        }

        let reopened = try Self.open(path)
        let recovery = try #require(reopened.recovery, "the damage went unnoticed")
        #expect(try Self.notes(reopened) == [], "a new, empty store")
        let kept = try Data(contentsOf: URL(fileURLWithPath: recovery.movedTo))
        #expect(kept == damaged, "the damaged file is kept as it was")
        if kept != damaged {
            let differing = zip(kept, damaged).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
            Issue.record("sizes \(kept.count) \(damaged.count), first differing \(differing.prefix(10)) of \(differing.count)")
        }
        #expect(recovery.movedTo.hasPrefix(path + ".damaged-"))
        #expect(recovery.description.contains(path) && recovery.description.contains(recovery.movedTo))
        // The new store works, and the next start finds nothing wrong.
        try Self.write(reopened, "new")
        #expect(try Self.open(path).recovery == nil)
    }

    @Test func errorsSayWhatWhereAndWhatToDoInWords() {
        let path = "/data/demo.sqlite"
        let cases: [(DatabaseError, String)] = [
            (DatabaseError(resultCode: .SQLITE_CORRUPT, message: "database disk image is malformed"), "is damaged"),
            (DatabaseError(resultCode: .SQLITE_READONLY), "read-only"),
            (DatabaseError(resultCode: .SQLITE_FULL), "the disk is full"),
            (DatabaseError(resultCode: .SQLITE_BUSY), "is busy"),
        ]
        for (error, words) in cases {
            let said = StoreError.from(error, role: "schedule store", path: path).description
            #expect(said.contains(words), "\(said)")
            #expect(said.contains(path), "\(said)")
            #expect(!said.contains("SQLite error"), "\(said)")
        }
        let cocoa = CocoaError(.fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: path])
        #expect(StoreError.from(cocoa, role: "schedule store", path: path).description.contains("the disk is full"))
        #expect(FileProblem.words(for: CocoaError(.fileReadNoSuchFile)) == "no such file or folder")
    }
}
