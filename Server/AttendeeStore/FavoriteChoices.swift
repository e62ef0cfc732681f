import Foundation
import GRDB
import StoreContract
import StoreRules

extension AttendeeStore {
    /// Every choice the attendee has made, by session id, and the set's version.
    public func favoriteSet(of seq: Int64) async throws -> FavoriteAnswer {
        try await pool.read { db in
            FavoriteAnswer(choices: try Self.choices(of: seq, in: db), version: try Self.favoritesVersion(of: seq, in: db), isComplete: true)
        }
    }

    /// Merges a device's choices (the later per session wins, on the server's clock) in one
    /// transaction, committed before this returns. Answers every choice after it — or, when the
    /// device holds version `since` (no newer than the set's), only the choices changed after it
    /// and every session it sent. A merge that changes something bumps the set's version. Throws
    /// `.tooManyFavorites` when the attendee would have more than the server keeps, before
    /// anything is written.
    public func mergeFavoriteChoices(of seq: Int64, _ incoming: [FavoriteChoice], sentAt: Int64, now: Date,
                                     since: FavoriteVersion? = nil) async throws -> FavoriteAnswer {
        let nowMilliseconds = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        let choices = FavoriteRules.onServerClock(incoming, sentAt: sentAt, now: nowMilliseconds)
        return try await pool.write { db in
            var stored = Dictionary(try Self.choices(of: seq, in: db).map { ($0.sessionID, $0) }, uniquingKeysWith: { first, _ in first })
            let changed = FavoriteMerge.changes(choices, over: stored)
            guard !FavoriteMerge.exceedsLimit(stored: stored, changed: changed) else { throw AttendeeStoreError.tooManyFavorites }
            var version = try Self.favoritesVersion(of: seq, in: db)
            let before = version.number
            if !changed.isEmpty {
                version.number += 1
                try db.execute(sql: "UPDATE attendee SET favoritesVersion = ? WHERE seq = ?", arguments: [version.number, seq])
            }
            let upsert = try db.cachedStatement(sql: """
                INSERT INTO favoriteChoice (attendeeSeq, sessionId, isFavorite, setAt, version) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (attendeeSeq, sessionId) DO UPDATE SET isFavorite = excluded.isFavorite, setAt = excluded.setAt,
                    version = excluded.version
                """)
            for choice in changed.values {
                try upsert.execute(arguments: [seq, choice.sessionID, choice.isFavorite, choice.setAt, version.number])
                stored[choice.sessionID] = choice
            }
            let newer = try FavoriteMerge.answersChanges(since: since, set: version, before: before).map { since in
                Set(try String.fetchAll(db, sql: "SELECT sessionId FROM favoriteChoice WHERE attendeeSeq = ? AND version > ?",
                                        arguments: [seq, since.number]))
            }
            return FavoriteMerge.answer(stored, version: version, sent: choices, changedSince: newer)
        }
    }

    private static func favoritesVersion(of seq: Int64, in db: Database) throws -> FavoriteVersion {
        let row = try Row.fetchOne(db, sql: "SELECT id, favoritesVersion FROM attendee WHERE seq = ?", arguments: [seq])
        let id: String = row?["id"] ?? ""
        return FavoriteVersion(owner: FavoriteVersion.owner(ofAttendee: id), epoch: try String.fetchOne(db, sql: "SELECT value FROM storeEpoch") ?? "",
                               number: row?["favoritesVersion"] ?? 0)
    }

    private static func choices(of seq: Int64, in db: Database) throws -> [FavoriteChoice] {
        try Row.fetchAll(db, sql: "SELECT sessionId, isFavorite, setAt FROM favoriteChoice WHERE attendeeSeq = ? ORDER BY sessionId",
                         arguments: [seq]).map { FavoriteChoice(sessionID: $0[0], isFavorite: $0[1], setAt: $0[2]) }
    }
}
