import Entities
import FavoritesDataContract
import Foundation
import GRDB

/// My schedule's choices as the synchronizer exchanges them with each sync partner. Each
/// partner's confirmations are its own (`partnerChoice`), so a choice adopted from one is still to
/// be sent to the others; its tag, name and last agreement are in `partnerState`.
extension FavoritesLocalDataManager {
    public func pendingFavoriteChoices(for partner: FavoritesPartner) async throws -> [FavoriteChoice] {
        try await user.read { db in
            try Row.fetchAll(db, sql: """
                SELECT c.sessionId, c.isFavorite, c.setAt FROM favoriteChoice c
                LEFT JOIN partnerChoice p ON p.partner = ? AND p.sessionId = c.sessionId
                WHERE p.syncedSetAt IS NOT c.setAt ORDER BY c.setAt, c.sessionId
                """, arguments: [partner.id])
                .map { FavoriteChoice(sessionID: $0[0], isFavorite: $0[1], setAt: Date(timeIntervalSince1970: $0[2])) }
        }
    }

    public func favoritesSyncTag(for partner: FavoritesPartner) async throws -> String? {
        try await user.read { db in try PartnerState.value(.tag, of: partner, db) }
    }

    @discardableResult
    public func adoptFavoriteChoices(_ answer: FavoriteChoiceSet, from partner: FavoritesPartner, pushed: [FavoriteChoice], at time: Date,
                                     acceptingRemovals: Bool) async throws -> Int {
        let sent = Dictionary(pushed.map { ($0.sessionID, $0.setAt.timeIntervalSince1970) }, uniquingKeysWith: { _, last in last })
        // A removal dated beyond the skew (a year ahead, say) would outrank every later choice.
        // Still answered (the partner knows the session), only not adopted.
        let latest = time.addingTimeInterval(FavoritesAnswer.allowedSkew)
        let unbelieved = Set(answer.choices.filter { !$0.isFavorite && $0.setAt > latest }.map(\.sessionID))
        let outcome = try await user.write { db -> Result<Int, FavoritesRemovalHeldBack> in
            var local: [String: (isFavorite: Bool, setAt: Double, synced: Double?)] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT c.sessionId, c.isFavorite, c.setAt, p.syncedSetAt FROM favoriteChoice c
                LEFT JOIN partnerChoice p ON p.partner = ? AND p.sessionId = c.sessionId
                """, arguments: [partner.id]) {
                local[row[0]] = (row[1], row[2], row[3])
            }
            // Chosen here again after what was sent was read: that choice stays, and goes next time.
            func newerHere(_ id: String) -> Bool {
                guard let mine = local[id] else { return false }
                return mine.synced != mine.setAt && sent[id] != mine.setAt
            }
            if !acceptingRemovals {
                let favorites = local.values.filter(\.isFavorite).count
                let removing = answer.choices.filter { choice in
                    !choice.isFavorite && !unbelieved.contains(choice.sessionID) && local[choice.sessionID]?.isFavorite == true
                        && !newerHere(choice.sessionID)
                }.count
                if FavoritesAnswer.isLarge(removing: removing, of: favorites) {
                    return .failure(FavoritesRemovalHeldBack(removing: removing, favorites: favorites, partner: partner.name))   // nothing written
                }
            }
            let adopt = try db.cachedStatement(sql: """
                INSERT INTO favoriteChoice (sessionId, isFavorite, setAt) VALUES (?, ?, ?)
                ON CONFLICT(sessionId) DO UPDATE SET isFavorite = excluded.isFavorite, setAt = excluded.setAt
                """)
            let confirm = try db.cachedStatement(sql: """
                INSERT INTO partnerChoice (partner, sessionId, syncedSetAt) VALUES (?, ?, ?)
                ON CONFLICT(partner, sessionId) DO UPDATE SET syncedSetAt = excluded.syncedSetAt
                """)
            var changed = 0
            var answered = Set<String>()
            for choice in answer.choices {
                answered.insert(choice.sessionID)
                if unbelieved.contains(choice.sessionID) { continue }
                let setAt = choice.setAt.timeIntervalSince1970
                if let mine = local[choice.sessionID] {
                    if newerHere(choice.sessionID) { continue }
                    if mine.isFavorite == choice.isFavorite && mine.setAt == setAt && mine.synced == setAt { continue }
                    if mine.isFavorite != choice.isFavorite { changed += 1 }
                } else if choice.isFavorite {
                    changed += 1
                }
                try adopt.execute(arguments: [choice.sessionID, choice.isFavorite, setAt])
                try confirm.execute(arguments: [partner.id, choice.sessionID, setAt])
                local[choice.sessionID] = (choice.isFavorite, setAt, setAt)
            }
            // What was sent and is still as it was sent is confirmed (a partner that answers only
            // what changed on its side, such as pretalx, does not repeat it).
            for (sessionID, setAt) in sent where local[sessionID]?.setAt == setAt && local[sessionID]?.synced != setAt {
                try confirm.execute(arguments: [partner.id, sessionID, setAt])
            }
            // Confirmed before, missing from a whole answer: the partner does not know it (another
            // account, a new server), so it is sent again rather than dropped. An answer of what
            // changed since says nothing of the rest.
            if answer.isComplete {
                for (sessionID, mine) in local where mine.synced != nil && !answered.contains(sessionID) && sent[sessionID] == nil {
                    try db.execute(sql: "DELETE FROM partnerChoice WHERE partner = ? AND sessionId = ?", arguments: [partner.id, sessionID])
                }
            }
            try PartnerState.set(.tag, answer.tag, of: partner, db)
            try PartnerState.noteSynced(partner, at: time, db)
            return .success(changed)
        }
        let changed = try outcome.get()
        if changed > 0 { broadcaster.publish(.favorites) }
        broadcaster.publish(.sync)
        return changed
    }

    public func noteFavoritesSynced(with partner: FavoritesPartner, at time: Date) async throws {
        try await user.write { db in try PartnerState.noteSynced(partner, at: time, db) }
        broadcaster.publish(.sync)
    }

    public func favoritesSyncStates() async throws -> [FavoritesSyncState] {
        try await user.read { db in try PartnerState.all(db) }
    }
}

/// One sync partner's state in the person's file: its tag, its name, its last agreement.
enum PartnerState {
    enum Key: String {
        case tag, name, lastSynced
    }

    static func value(_ key: Key, of partner: FavoritesPartner, _ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM partnerState WHERE partner = ? AND key = ?", arguments: [partner.id, key.rawValue])
    }

    static func set(_ key: Key, _ value: String?, of partner: FavoritesPartner, _ db: Database) throws {
        if let value {
            try db.execute(sql: """
                INSERT INTO partnerState (partner, key, value) VALUES (?, ?, ?) ON CONFLICT(partner, key) DO UPDATE SET value = excluded.value
                """, arguments: [partner.id, key.rawValue, value])
        } else {
            try db.execute(sql: "DELETE FROM partnerState WHERE partner = ? AND key = ?", arguments: [partner.id, key.rawValue])
        }
    }

    static func noteSynced(_ partner: FavoritesPartner, at time: Date, _ db: Database) throws {
        try set(.name, partner.name, of: partner, db)
        try set(.lastSynced, String(time.timeIntervalSince1970), of: partner, db)
    }

    /// Every partner that has agreed with My schedule here, by name.
    static func all(_ db: Database) throws -> [FavoritesSyncState] {
        var byPartner: [String: (name: String?, lastSynced: Date?)] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT partner, key, value FROM partnerState WHERE key IN ('name', 'lastSynced')") {
            let partner: String = row[0]
            switch Key(rawValue: row[1]) {
            case .name: byPartner[partner, default: (nil, nil)].name = row[2]
            case .lastSynced: byPartner[partner, default: (nil, nil)].lastSynced = Double(row[2] as String).map(Date.init(timeIntervalSince1970:))
            default: break
            }
        }
        return byPartner.map { id, state in
            FavoritesSyncState(partner: FavoritesPartner(id: id, name: state.name ?? id), lastSynced: state.lastSynced)
        }.sorted { $0.partner.id < $1.partner.id }
    }
}
