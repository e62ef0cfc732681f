import Entities
import FavoritesDataContract
import Foundation
import GRDB
import LiveData
import StoreFiles

/// The person's own store for one conference: SQLite through GRDB, in a file of its own beside
/// the schedule's (`<store>-user.sqlite`), because it holds what no feed can give back — My
/// schedule's choices and what each favorite was, what is hidden, the reminders given, when the
/// person last looked, and each sync partner's state. A damaged, re-created or shrunk schedule
/// store never touches it.
public struct FavoritesLocalDataManager: FavoritesLocalDataManaging {
    let user: StoreConnection
    let broadcaster = ChangeBroadcaster<FavoritesDataChange>()
    /// What the person hid, held in memory for the schedule's reads.
    let hidden: HiddenCache

    /// The person's file for the schedule store at `path`: `<store>-user.sqlite`, beside it.
    public static func path(forScheduleStoreAt path: String) -> String {
        (path as NSString).deletingPathExtension + "-user.sqlite"
    }

    /// Opens (creating, checking, then migrating) the person's file at `path`.
    public init(path: String) throws {
        user = try StoreFile.open(path: path, role: "favorites store", migrator: UserDataSchema.migrator)
        hidden = HiddenCache(try user.readNow { db in try HiddenCache.read(db) })
    }

    /// What opening had to repair ("the favorites store … was damaged …; it was moved to …").
    public var recovery: StoreRecovery? { user.recovery }
    /// Whether the file was damaged, moved aside and made anew: My schedule starts empty, and its
    /// calendar may be the last copy of the favorites.
    public var wasRecreated: Bool { user.recovery != nil }
    /// Why the file cannot be written (a read-only or full disk): reading still works.
    public var unwritableNote: String? { user.unwritableNote }

    /// The first thing every sync asks: a conference removed meanwhile is noticed here.
    public func checkStillThere() throws {
        try user.checkStillThere()
    }

    public func changeEvents() -> AsyncStream<FavoritesDataChange> {
        broadcaster.subscribe()
    }

    // MARK: My schedule

    /// Every favorite, oldest first, with its session as last seen in the schedule.
    public func favorites() async throws -> [Favorite] {
        try await user.read { db in
            let saved = try Row.fetchAll(db, sql: "SELECT sessionId, addedAt FROM favorite ORDER BY addedAt, sessionId").map { row in
                (id: row[0] as String, addedAt: Date(timeIntervalSince1970: row[1]))
            }
            guard !saved.isEmpty else { return [] }
            let lastKnown = try FavoriteSnapshots.read(saved.map(\.id), db)
            return saved.map { Favorite(sessionID: $0.id, addedAt: $0.addedAt, lastKnown: lastKnown[$0.id]?.snapshot) }
        }
    }

    public func favoriteSessionIDs() async throws -> Set<String> {
        try await user.read { db in Set(try String.fetchAll(db, sql: "SELECT sessionId FROM favorite")) }
    }

    /// A choice only when it changes something: adding a favorite again keeps when it was added.
    /// A removal stays as a choice (to be sent to every sync partner).
    public func setFavorite(_ sessionID: String, _ isFavorite: Bool, at time: Date) async throws {
        let changed = try await user.write { db -> Bool in
            if isFavorite {
                try db.execute(sql: """
                    INSERT INTO favoriteChoice (sessionId, isFavorite, setAt) VALUES (?, 1, ?)
                    ON CONFLICT(sessionId) DO UPDATE SET isFavorite = 1, setAt = excluded.setAt WHERE isFavorite = 0
                    """, arguments: [sessionID, time.timeIntervalSince1970])
            } else {
                try db.execute(sql: "UPDATE favoriteChoice SET isFavorite = 0, setAt = ? WHERE sessionId = ? AND isFavorite = 1",
                               arguments: [time.timeIntervalSince1970, sessionID])
            }
            return db.changesCount > 0
        }
        if changed { broadcaster.publish(.favorites) }
    }

    /// Puts sessions back into My schedule after the file was rebuilt, as chosen at `time` (the
    /// copy's own age, so a newer choice elsewhere still wins). Returns how many are in it now.
    public func restoreFavorites(_ sessionIDs: [String], chosenAt time: Date) throws -> Int {
        let restored = try user.writeNow { db -> Int in
            for id in sessionIDs {
                try db.execute(sql: "INSERT OR IGNORE INTO favoriteChoice (sessionId, isFavorite, setAt) VALUES (?, 1, ?)",
                               arguments: [id, time.timeIntervalSince1970])
            }
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM favoriteChoice WHERE isFavorite = 1") ?? 0
        }
        if restored > 0 { broadcaster.publish(.favorites) }
        return restored
    }

    /// Favorites a schedule store kept itself before they had a file of their own (its schema
    /// v1–v2): taken over once, a choice here winning.
    public func adoptLegacyFavorites(_ choices: [FavoriteChoice]) throws {
        guard !choices.isEmpty else { return }
        try user.writeNow { db in
            for choice in choices where choice.isFavorite {
                try db.execute(sql: "INSERT INTO favoriteChoice (sessionId, isFavorite, setAt) VALUES (?, 1, ?) ON CONFLICT(sessionId) DO NOTHING",
                               arguments: [choice.sessionID, choice.setAt.timeIntervalSince1970])
            }
        }
    }

    // MARK: Marks

    public func lastLooked() async throws -> Date? {
        try await user.read { db in
            try Double.fetchOne(db, sql: "SELECT at FROM mark WHERE key = ?", arguments: [Self.changesLookedAt])
                .map(Date.init(timeIntervalSince1970:))
        }
    }

    public func setLastLooked(_ time: Date) async throws {
        try await user.write { db in
            try db.execute(sql: "INSERT INTO mark (key, at) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET at = excluded.at",
                           arguments: [Self.changesLookedAt, time.timeIntervalSince1970])
        }
    }

    private static let changesLookedAt = "myScheduleChanges"

    // MARK: Reminders given

    /// One insert decides, whichever process makes it first; rows a week past are let go.
    public func claimReminder(sessionID: String, startsAt: Date, at time: Date) async throws -> Bool {
        try await user.write { db in
            try db.execute(sql: "DELETE FROM reminderGiven WHERE startsAt < ?", arguments: [time.timeIntervalSince1970 - 7 * 86_400])
            try db.execute(sql: "INSERT INTO reminderGiven (sessionId, startsAt, givenAt) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                           arguments: [sessionID, startsAt.timeIntervalSince1970, time.timeIntervalSince1970])
            return db.changesCount == 1
        }
    }

    public func releaseReminder(sessionID: String, startsAt: Date) async throws {
        try await user.write { db in
            try db.execute(sql: "DELETE FROM reminderGiven WHERE sessionId = ? AND startsAt = ?", arguments: [sessionID, startsAt.timeIntervalSince1970])
        }
    }
}
