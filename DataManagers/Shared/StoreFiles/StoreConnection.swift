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
        if let unwritable { throw StoreError(unwritable, role: role, path: path) }
        try checkStillThere()
        do {
            let value = try await writer.write(body)
            // Before the answer: noted later, the note could take in what another hand did to the
            // file meanwhile.
            let path = path
            _ = try? await writer.writeWithoutTransaction { db in Self.noteHealthy(db, path: path) }
            return value
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
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
            let value = try writer.write(body)
            writer.writeWithoutTransaction { db in Self.noteHealthy(db, path: path) }
            return value
        } catch {
            throw StoreError.from(error, role: role, path: path)
        }
    }

    /// After Podium's own write, or a pool's opening (which writes to its log): the log copied
    /// into the file now, so that closing copies nothing more, and the file noted healthy as it
    /// is (see `CheckedFileState`). A full checkpoint: a passive one skips what a reader of an
    /// older snapshot still sees, which closing then copies, and the next start checks again.
    static func noteHealthy(_ db: Database, path: String) {
        _ = try? db.checkpoint(.full)
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
