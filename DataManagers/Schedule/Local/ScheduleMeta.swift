import Foundation
import GRDB

/// The schedule file's few facts about itself, in its `meta` table.
enum ScheduleMeta {
    enum Key: String {
        /// The conditional-fetch validators of the last applied feed, and its bytes' digest.
        case etag, lastModified, digest
        /// The zone the stored days were worked out in.
        case timeZone
        /// The fingerprint of a feed held back for shrinking the schedule.
        case heldShrink
        /// When that feed was first held back: it is applied once it has said the same for
        /// `ScheduleShrink.confirmationDelay`.
        case heldShrinkSince
        /// The zone the person had set when the feed was read ("" for the feed's own), and the
        /// address it came from: when either changes, the feed is fetched and read again.
        case readZone, feedAddress
        /// What the feed says of itself: its format, the conference's name, the program that wrote it.
        case format, feedTitle, generator
        /// When a sync last reached the feed (changed or not).
        case lastSync
        /// Made anew by every feed applied that wrote anything: what a copy of stored sessions
        /// elsewhere (the status bar's upcoming favorites) is checked against.
        case revision
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

/// How a feed was read: the zone the person set (nil: the feed's own), whether its offsets were
/// ignored, and its address. Stored with the feed; a store whose feed was read otherwise hands
/// out no validators, so the next sync fetches the feed whole and reads it the new way, never
/// "not modified".
struct FeedSource: Sendable {
    let configuredZone: TimeZone?
    let address: String?
    var ignoresOffsets = false

    /// How times were read: the zone set (empty: the feed's), and whether offsets were ignored.
    var readZone: String { (configuredZone?.identifier ?? "") + (ignoresOffsets ? " (offsets ignored)" : "") }

    /// Whether the stored feed was read differently. Stores from before this was recorded were
    /// read in the zone they name.
    func differs(_ db: Database) throws -> Bool {
        if let storedZone = try Self.storedZone(db), storedZone != readZone { return true }
        if let address, let storedAddress = try ScheduleMeta.value(.feedAddress, db), storedAddress != address { return true }
        return false
    }

    /// Whether only the zone changed (times move, but nothing happened at the conference).
    func isRereading(_ db: Database) -> Bool {
        guard let storedZone = try? Self.storedZone(db) else { return false }
        return storedZone != readZone
    }

    /// The zone the stored feed was read in; stores from before this was recorded name theirs.
    private static func storedZone(_ db: Database) throws -> String? {
        try ScheduleMeta.value(.readZone, db) ?? ScheduleMeta.value(.timeZone, db)
    }

    func record(_ db: Database) throws {
        try ScheduleMeta.set(.readZone, readZone, db)
        if let address { try ScheduleMeta.set(.feedAddress, address, db) }
    }
}
