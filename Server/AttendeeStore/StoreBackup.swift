import Foundation
import GRDB

extension AttendeeStore {
    /// A consistent copy of the store at `path`, readable by its owner only (0600, as the store
    /// itself): written beside it under a temporary name and renamed into place, so a failed
    /// backup never leaves a half copy where the last good one was. Safe while the server runs.
    public func backup(to path: String) throws {
        let destination = URL(fileURLWithPath: path)
        let partial = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).partial-\(getpid())").path
        let descriptor = Glibc.open(partial, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw BackupError(description: "cannot create \(partial): \(String(cString: strerror(errno)))") }
        close(descriptor)
        do {
            let copy = try DatabaseQueue(path: partial)
            try pool.backup(to: copy)
            // The copy's own epoch: restored, its favorites versions are never taken for the
            // ones devices saw from this store after the copy was made.
            try copy.write { db in try db.execute(sql: "UPDATE storeEpoch SET value = lower(hex(randomblob(4)))") }
            try copy.close()
            guard rename(partial, path) == 0 else { throw BackupError(description: "cannot write \(path): \(String(cString: strerror(errno)))") }
        } catch {
            unlink(partial)
            throw error
        }
    }

    public struct BackupError: Error, CustomStringConvertible {
        public let description: String
    }
}
