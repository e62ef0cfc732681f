import Files
import Foundation
import GRDB

/// Opens a local store's SQLite file so that nothing that happened to the file can cost the
/// person more than that file: a damaged file is moved aside (never deleted) and a new one
/// made, a read-only file or folder is opened for reading, and another process writing waits
/// its turn instead of failing at once.
public enum StoreFile {
    /// How long a write waits for another process's write to finish.
    public static let busyTimeout: TimeInterval = 10

    /// Opens (creating, checking, migrating) the store at `path`. `role` names it in messages
    /// ("schedule store"). `migrate` brings an opened file up to date; it runs only when
    /// `isCurrent` says the file is behind, so a current store is never written on opening.
    public static func open(path: String, role: String, migrator: DatabaseMigrator,
                            migrate: ((any DatabaseWriter) throws -> Void)? = nil,
                            now: Date = Date()) throws(StoreError) -> StoreConnection {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError(.cannotOpen, role: role, path: path, detail: "cannot make its folder: \(FileProblem.words(for: error))")
        }
        // Opening, checking and moving aside happen under a lock on the folder, so two
        // processes starting at once never take each other's brand-new file for a damaged one.
        return try FolderLock.holding(folder) { () throws(StoreError) -> StoreConnection in
            let migrate = migrate ?? { try migrator.migrate($0) }
            // A new file that could not be made whole (a full disk) is taken away again: left,
            // the next start would find an empty or half-made file and call the store damaged.
            let isNew = !FileManager.default.fileExists(atPath: path)
            func removeUnfinished() {
                guard isNew else { return }
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
            }
            var recovery: StoreRecovery?
            if let damage = DamageCheck.beforeOpening(path) {
                recovery = try moveAside(path, role: role, reason: damage, now: now)
            }
            do {
                return try openChecked(path: path, role: role, migrator: migrator, migrate: migrate, recovery: recovery)
            } catch let problem as DamageFound where recovery == nil {
                recovery = try moveAside(path, role: role, reason: problem.reason, now: now)
                do {
                    return try openChecked(path: path, role: role, migrator: migrator, migrate: migrate, recovery: recovery)
                } catch {
                    throw StoreError.from(error, role: role, path: path)
                }
            } catch {
                let problem = StoreError.from(error, role: role, path: path)
                removeUnfinished()
                throw problem
            }
        }
    }

    /// One read of the store at `path` without opening it for the app: read-only, no migration,
    /// no repair, nothing written (what a status bar asking every second may do); nil when
    /// there is no such file.
    public static func peek<Value>(path: String, _ read: (Database) throws -> Value) throws -> Value? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return try checkingConnection(path).read(read)
    }

    private struct DamageFound: Error {
        let reason: String
    }

    private static func openChecked(path: String, role: String, migrator: DatabaseMigrator,
                                    migrate: (any DatabaseWriter) throws -> Void, recovery: StoreRecovery?) throws -> StoreConnection {
        // Checked read-only first: opening a pool writes to the file (GRDB makes sure a WAL
        // file exists), and a damaged file is kept exactly as it was found.
        if FileManager.default.fileExists(atPath: path), !CheckedFileState.isUnchanged(path) {
            do {
                try DamageCheck.afterOpening(try checkingConnection(path))
            } catch let error as DatabaseError where [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(error.resultCode) {
                throw DamageFound(reason: error.message ?? "not a database")
            } catch let error as DamageCheck.Failure {
                throw DamageFound(reason: error.reason)
            }
        }
        let isNew = !FileManager.default.fileExists(atPath: path)
        let writer: any DatabaseWriter
        do {
            let pool = try DatabasePool(path: path, configuration: configuration(readOnly: false, isNew: isNew))
            StoreMemory.register(pool)
            writer = pool
        } catch let error as DatabaseError where cannotWrite(error) && FileManager.default.fileExists(atPath: path) {
            // A store on a read-only or full disk, or in a read-only folder (opening a pool
            // writes): the schedule can still be read.
            return try openChecked(readOnlyAt: path, role: role, migrator: migrator, recovery: recovery)
        }
        do {
            if try !writer.read({ db in try migrator.hasCompletedMigrations(db) }) {
                // A new file holds nothing yet: its tables are made without a flush each, and
                // the file is flushed once when it is noted healthy below.
                if isNew { try writer.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = OFF") } }
                try migrate(writer)
            }
            try writer.writeWithoutTransaction { db in
                try StoreConnection.noteHealthy(db, path: path, flushing: isNew)
                if isNew { try db.execute(sql: "PRAGMA synchronous = NORMAL") }
            }
        } catch let error as DatabaseError where cannotWrite(error) {
            // The writer opened, but the first write found the disk read-only or full.
            return try openChecked(readOnlyAt: path, role: role, migrator: migrator, recovery: recovery)
        }
        return StoreConnection(writer: writer, role: role, path: path, unwritable: nil, recovery: recovery)
    }

    /// Failures that mean "this disk or folder takes no writes now", not damage.
    private static func cannotWrite(_ error: DatabaseError) -> Bool {
        [.SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_FULL, .SQLITE_IOERR].contains(error.resultCode)
    }

    /// For reading a file without writing to it: read-only, or, where a read-only connection
    /// cannot open a WAL file (a read-only folder or a full disk, which take no -shm file), read
    /// as immutable (no locks, no -shm: a file nobody can be writing, since nobody can write there).
    private static func checkingConnection(_ path: String) throws -> DatabaseQueue {
        do {
            return try DatabaseQueue(path: path, configuration: configuration(readOnly: true))
        } catch let error as DatabaseError where [.SQLITE_CANTOPEN, .SQLITE_IOERR, .SQLITE_FULL, .SQLITE_READONLY, .SQLITE_PERM]
                    .contains(error.resultCode) {
            // A folder its owner made read-only (mode 555) refuses the -wal file with EACCES,
            // which SQLite says as SQLITE_READONLY; a read-only mount says EROFS, SQLITE_CANTOPEN.
            let escaped = path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "?", with: "%3f")
                .replacingOccurrences(of: "#", with: "%23")
            return try DatabaseQueue(path: "file:\(escaped)?immutable=1", configuration: configuration(readOnly: true))
        }
    }

    private static func openChecked(readOnlyAt path: String, role: String, migrator: DatabaseMigrator,
                                    recovery: StoreRecovery?) throws -> StoreConnection {
        let reader = try checkingConnection(path)
        guard try reader.read({ try migrator.hasCompletedMigrations($0) }) else {
            // A new file, or one that needs an upgrade, where nothing can be written.
            if DiskState.of(folderOf: path) == .full { throw StoreError(.diskFull, role: role, path: path) }
            throw StoreError(.readOnly, role: role, path: path, detail: "it needs an upgrade")
        }
        let reason: StoreError.Kind = DiskState.of(folderOf: path) == .full ? .diskFull : .readOnly
        return StoreConnection(writer: reader, role: role, path: path, unwritable: reason, recovery: recovery)
    }

    /// What each reading connection may cache, in KiB: see `configuration`.
    static let readerCacheKiB = 8192

    /// `isNew`: the file is about to be made, so its first writes (the header, in the rollback
    /// journal that WAL mode replaces) are not flushed one by one: a power cut in that moment
    /// leaves a file holding nothing of the person's, moved aside and made again at the next
    /// start. GRDB sets `synchronous = NORMAL` as soon as the log is on; opening turns it off
    /// again while it makes the tables, and flushes the file and its folder once at the end.
    static func configuration(readOnly: Bool, isNew: Bool = false) -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.busyMode = .timeout(busyTimeout)
        configuration.readonly = readOnly
        // Readers stay open when the app at rest gives their caches back (`StoreMemory`).
        configuration.persistentReadOnlyConnections = true
        // 8 MiB of pages for each reading connection (SQLite's default is 2): a 5,000-session
        // schedule is 7 MB, and with the default a search as you type read most of its pages from
        // the file again. The writer goes through pages once a sync and keeps the default.
        configuration.prepareDatabase { db in
            if db.configuration.readonly { try db.execute(sql: "PRAGMA cache_size = -\(readerCacheKiB)") }
            if isNew, !db.configuration.readonly { try db.execute(sql: "PRAGMA synchronous = OFF") }
        }
        return configuration
    }

    /// Moves the file (and its -wal and -shm companions) to `<path>.damaged-<time>`.
    private static func moveAside(_ path: String, role: String, reason: String, now: Date) throws(StoreError) -> StoreRecovery {
        let stamp = now.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day().dateSeparator(.omitted)
            .time(includingFractionalSeconds: false).timeSeparator(.omitted))
        var target = "\(path).damaged-\(stamp)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: target) {
            attempt += 1
            target = "\(path).damaged-\(stamp)-\(attempt)"
        }
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
            guard rename(path + suffix, target + suffix) == 0 else {
                throw StoreError(.damaged, role: role, path: path,
                                 detail: "\(reason); it cannot be moved aside: \(FileProblem.posixWords(errno))")
            }
        }
        return StoreRecovery(role: role, path: path, movedTo: target, reason: reason)
    }
}

/// What opening a store had to repair, said in one line.
public struct StoreRecovery: Sendable, Hashable, CustomStringConvertible {
    public let role: String
    public let path: String
    /// Where the damaged file went (it is never deleted).
    public let movedTo: String
    public let reason: String

    public var description: String {
        "the \(role) \(path) was damaged (\(reason)); it was moved to \(movedTo) and a new one was made"
    }
}
