import Foundation
import GRDB

/// What the metrics read of the store at a scrape.
extension AttendeeStore {
    /// Tokens that sign someone in now (unexpired, not revoked).
    public func liveTokenCount(now: Date) async throws -> Int {
        try await pool.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM token WHERE revokedAt IS NULL AND expiresAt > ?",
                             arguments: [now.timeIntervalSince1970]) ?? 0
        }
    }

    /// The store's file and its write-ahead log, in bytes.
    public func bytesOnDisk() -> Int {
        ["", "-wal"].reduce(0) { total, suffix in
            total + ((try? FileManager.default.attributesOfItem(atPath: path + suffix)[.size] as? Int) ?? 0)
        }
    }
}
