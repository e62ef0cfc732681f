#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import GRDB

/// An opened store: its database, what it is called in messages, and what opening it found.
/// Reads and writes go through here so every failure reaches the person as a `StoreError`.
public struct StoreConnection: Sendable {
    let writer: any DatabaseWriter
    public let role: String
    public let path: String
    /// Why the store was opened for reading only (the disk is read-only or full), or nil when
    /// it can be written. Reading works either way; saving says why it cannot.
    public let unwritable: StoreError.Kind?
    /// What opening had to repair (a damaged file moved aside), if anything.
    public let recovery: StoreRecovery?
    /// The file as opened: when the path no longer names it (deleted, replaced), writes stop.
    private let opened: FileIdentity?

    init(writer: any DatabaseWriter, role: String, path: String, unwritable: StoreError.Kind?, recovery: StoreRecovery?) {
        self.writer = writer
        self.role = role
        self.path = path
        self.unwritable = unwritable
        self.recovery = recovery
        opened = FileIdentity(path)
    }

    /// SQLite keeps writing to a file deleted under it, where nobody will read it again: a
    /// store removed while the app runs says so at the next write (or sync) instead.
    public func checkStillThere() throws(StoreError) {
        guard let opened, FileIdentity(path) != opened else { return }
        throw StoreError(.removed, role: role, path: path)
    }

    public var isReadOnly: Bool { unwritable != nil }

    /// What a person is told when the store could only be opened for reading.
    public var unwritableNote: String? {
        switch unwritable {
        case .diskFull?: "the disk is full where \(path) is: the schedule can be read, but not synced or changed"
        case .some: "\(path) is read-only: the schedule can be read, but not synced or changed"
        case nil: nil
        }
    }

    public func read<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws(StoreError) -> Value {
        do {
            return try await writer.read(body)
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
    }

    public func write<Value: Sendable>(_ body: @escaping @Sendable (Database) throws -> Value) async throws(StoreError) -> Value {
        try await write(flushingOnceIf: { _ in false }, body)
    }

    /// A write that, when `holdsNothingYet` says so (asked first, in the same turn at the
    /// writer), commits and copies its log into the file without flushing either, then flushes
    /// the file once. Filling a new schedule store wrote it twice to the disk and flushed the
    /// log and the file one after the other (two of the three flushes of a `podium add`, 23 ms
    /// of 36C3's); a power cut in that moment damages a file that held nothing of anyone's,
    /// which the next start moves aside and fills again.
    public func write<Value: Sendable>(flushingOnceIf holdsNothingYet: @escaping @Sendable (Database) throws -> Bool,
                                       _ body: @escaping @Sendable (Database) throws -> Value) async throws(StoreError) -> Value {
        if let unwritable { throw StoreError(unwritable, role: role, path: path) }
        try checkStillThere()
        let path = path
        do {
            return try await writer.writeWithoutTransaction { db in
                try Self.turn(db, path: path, flushingOnce: try holdsNothingYet(db), body)
            }
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
    }

    /// One turn at the writer: `body` in a transaction, then the file noted healthy. Noted before
    /// the answer: noted later, the note could take in what another hand did to the file
    /// meanwhile. `once`: committed and copied with flushes off, the file flushed at the end.
    private static func turn<Value>(_ db: Database, path: String, flushingOnce once: Bool,
                                    _ body: (Database) throws -> Value) throws -> Value {
        // Asked only when it is changed: every other write is one statement less.
        let level = once ? try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? 1 : nil
        if once { try db.execute(sql: "PRAGMA synchronous = OFF") }
        defer { if let level { try? db.execute(sql: "PRAGMA synchronous = \(level)") } }
        var value: Value?
        try db.inTransaction {
            value = try body(db)
            return .commit
        }
        try noteHealthy(db, path: path, flushing: once)
        return value!
    }

    /// Flushes the file or folder at `path` to the disk.
    private static func flush(_ path: String) throws {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw DatabaseError(resultCode: .SQLITE_IOERR, message: "cannot open it to flush it") }
        defer { close(descriptor) }
        guard fdatasync(descriptor) == 0 else { throw DatabaseError(resultCode: .SQLITE_IOERR, message: "cannot flush it") }
    }

    /// Synchronous access, for work that is already off the caller's actor (opening, migrating).
    public func readNow<Value>(_ body: (Database) throws -> Value) throws(StoreError) -> Value {
        do {
            return try writer.read(body)
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
    }

    public func writeNow<Value>(_ body: (Database) throws -> Value) throws(StoreError) -> Value {
        if let unwritable { throw StoreError(unwritable, role: role, path: path) }
        try checkStillThere()
        do {
            return try writer.writeWithoutTransaction { db in try Self.turn(db, path: path, flushingOnce: false, body) }
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
    }

    /// After Podium's own write, or a pool's opening (which writes to its log): the log copied
    /// into the file now, so that closing copies nothing more, and the file noted healthy as it
    /// is (see `CheckedFileState`). A full checkpoint: a passive one skips what a reader of an
    /// older snapshot still sees, which closing then copies, and the next start checks again.
    /// `flushing`: the log was written and copied without flushes, so the file and its folder
    /// (which holds its name, and its log's) are flushed here, before it is noted; the log too
    /// if the copy failed (it then holds what was written).
    static func noteHealthy(_ db: Database, path: String, flushing: Bool = false) throws {
        let copied = (try? db.checkpoint(.full)) != nil
        if flushing {
            try flush(path)
            if !copied { try flush(path + "-wal") }
            try flush((path as NSString).deletingLastPathComponent)
        }
        CheckedFileState.record(path)
    }
}

/// Which file a path names (device and inode), to tell when it was deleted or replaced.
struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
