import GRDB

/// The schedule file's few facts about itself, in its `meta` table.
enum ScheduleMeta {
    enum Key: String {
        /// The conditional-fetch validators of the last applied feed.
        case etag, lastModified
        /// The zone the stored days were worked out in.
        case timeZone
        /// The fingerprint of a feed held back for shrinking the schedule: the same feed next
        /// time is the feed agreeing with itself, and is applied.
        case heldShrink
    }

    static func value(_ key: Key, _ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key.rawValue])
    }

    /// Writes only when the value differs, so an unchanged feed leaves meta untouched.
    static func set(_ key: Key, _ value: String?, _ db: Database) throws {
        guard try self.value(key, db) != value else { return }
        if let value {
            try db.execute(sql: "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                           arguments: [key.rawValue, value])
        } else {
            try db.execute(sql: "DELETE FROM meta WHERE key = ?", arguments: [key.rawValue])
        }
    }
}
