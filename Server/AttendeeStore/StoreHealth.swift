import Foundation
import GRDB
import StoreContract
import Synchronization

extension AttendeeStore {
    /// Reads, and (at most every few seconds) writes a row: a full disk or a read-only file is
    /// "cannot write", not "ok".
    public func health(now: Date = Date()) async -> StoreHealth {
        guard (try? await pool.read({ try Int.fetchOne($0, sql: "SELECT 1") })) == 1 else { return .notAnswering }
        return await probe.result(now: now) {
            do {
                try await pool.write { db in
                    try db.execute(sql: "INSERT OR REPLACE INTO healthProbe (id, at) VALUES (1, ?)", arguments: [now.timeIntervalSince1970])
                }
                return .ok
            } catch {
                return .cannotWrite(Self.storageFailure(error) ?? "the write failed")
            }
        }
    }

    /// Tells health that a request's write failed for want of storage.
    public func recordStorageFailure(_ reason: String, now: Date = Date()) {
        probe.record(reason, now: now)
    }

    /// Why a write failed when it is the storage's doing (a full disk, a read-only or vanished
    /// file, a lock held too long), in words; nil for any other error. Such a failure is the
    /// server's to report as 503, to be tried again — never the client's fault.
    public static func storageFailure(_ error: any Error) -> String? {
        guard let error = error as? DatabaseError else { return nil }
        switch error.resultCode {
        case .SQLITE_FULL: return "the disk is full (SQLITE_FULL)"
        case .SQLITE_IOERR: return "the disk failed a read or write (SQLITE_IOERR)"
        case .SQLITE_READONLY: return "the store is read-only (SQLITE_READONLY)"
        case .SQLITE_CANTOPEN: return "the store's file cannot be opened (SQLITE_CANTOPEN)"
        case .SQLITE_BUSY, .SQLITE_LOCKED: return "the store stayed locked (SQLITE_BUSY)"
        default: return nil
        }
    }
}
