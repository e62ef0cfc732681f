import Entities
import Foundation
import GRDB
import ScheduleDataContract

/// My schedule's choices as the synchronizer exchanges them with the conference's server.
extension ScheduleLocalDataManager {
    private static let tagKey = "favoritesTag"

    public func pendingFavoriteChoices() async throws -> [FavoriteChoice] {
        try await user.read { db in
            try Row.fetchAll(db, sql: "SELECT sessionId, isFavorite, setAt FROM favoriteChoice WHERE syncedSetAt IS NOT setAt ORDER BY setAt, sessionId")
                .map { FavoriteChoice(sessionID: $0[0], isFavorite: $0[1], setAt: Date(timeIntervalSince1970: $0[2])) }
        }
    }

    @discardableResult
    public func adoptFavoriteChoices(_ choices: [FavoriteChoice], tag: String?, pushed: [FavoriteChoice], at time: Date,
                                     acceptingRemovals: Bool, complete: Bool) async throws -> Int {
        let sent = Dictionary(pushed.map { ($0.sessionID, $0.setAt.timeIntervalSince1970) }, uniquingKeysWith: { _, last in last })
        // A removal dated beyond the skew (a year ahead, say) would outrank every later choice.
        // Still answered (the server knows the session), only not adopted.
        let latest = time.addingTimeInterval(FavoritesAnswer.allowedSkew)
        let unbelieved = Set(choices.filter { !$0.isFavorite && $0.setAt > latest }.map(\.sessionID))
        let outcome = try await user.write { db -> Result<Int, FavoritesRemovalHeldBack> in
            var local: [String: (isFavorite: Bool, setAt: Double, syncedSetAt: Double?)] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT sessionId, isFavorite, setAt, syncedSetAt FROM favoriteChoice") {
                local[row[0]] = (row[1], row[2], row[3])
            }
            // Chosen here again after what was sent was read: that choice stays, and goes next time.
            func newerHere(_ id: String) -> Bool {
                guard let mine = local[id] else { return false }
                return mine.syncedSetAt != mine.setAt && sent[id] != mine.setAt
            }
            if !acceptingRemovals {
                let favorites = local.values.filter(\.isFavorite).count
                let removing = choices.filter { choice in
                    !choice.isFavorite && !unbelieved.contains(choice.sessionID) && local[choice.sessionID]?.isFavorite == true
                        && !newerHere(choice.sessionID)
                }.count
                if FavoritesAnswer.isLarge(removing: removing, of: favorites) {
                    return .failure(FavoritesRemovalHeldBack(removing: removing, favorites: favorites))   // nothing written
                }
            }
            let adopt = try db.cachedStatement(sql: """
                INSERT INTO favoriteChoice (sessionId, isFavorite, setAt, syncedSetAt) VALUES (?, ?, ?, ?)
                ON CONFLICT(sessionId) DO UPDATE SET isFavorite = excluded.isFavorite, setAt = excluded.setAt, syncedSetAt = excluded.syncedSetAt
                """)
            var changed = 0
            var answered = Set<String>()
            for choice in choices {
                answered.insert(choice.sessionID)
                if unbelieved.contains(choice.sessionID) { continue }
                let setAt = choice.setAt.timeIntervalSince1970
                if let mine = local[choice.sessionID] {
                    if newerHere(choice.sessionID) { continue }
                    if mine.isFavorite == choice.isFavorite && mine.setAt == setAt && mine.syncedSetAt == setAt { continue }
                    if mine.isFavorite != choice.isFavorite { changed += 1 }
                } else if choice.isFavorite {
                    changed += 1
                }
                try adopt.execute(arguments: [choice.sessionID, choice.isFavorite, setAt, setAt])
            }
            // Confirmed before, missing from a whole answer: the server does not know it (another
            // account, a new server), so it is sent again rather than dropped. An answer of what
            // changed since says nothing of the rest.
            for (sessionID, mine) in local where complete && mine.syncedSetAt != nil && !answered.contains(sessionID) {
                try db.execute(sql: "UPDATE favoriteChoice SET syncedSetAt = NULL WHERE sessionId = ?", arguments: [sessionID])
            }
            if let tag {
                try db.execute(sql: "INSERT INTO syncState (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               arguments: [Self.tagKey, tag])
            } else {
                try db.execute(sql: "DELETE FROM syncState WHERE key = ?", arguments: [Self.tagKey])
            }
            return .success(changed)
        }
        let changed = try outcome.get()
        if changed > 0 { broadcaster.publish(.favorites) }
        return changed
    }

    public func favoritesSyncTag() async throws -> String? {
        try await user.read { db in try String.fetchOne(db, sql: "SELECT value FROM syncState WHERE key = ?", arguments: [Self.tagKey]) }
    }
}
