import Foundation
import PostgresNIO
import StoreContract
import StoreRules

/// My schedule on every device, merged as the SQLite store merges it (`FavoriteMerge`): the
/// attendee's row is held for the merge, so two devices' merges at once bump the version once each.
extension PostgresAttendeeStore {
    public func favoriteSet(of seq: Int64) async throws -> FavoriteAnswer {
        try await transaction { [self] connection in
            FavoriteAnswer(choices: try await choices(of: seq, on: connection).sorted { $0.sessionID < $1.sessionID },
                           version: try await version(of: seq, locking: false, on: connection), isComplete: true)
        }
    }

    public func mergeFavoriteChoices(of seq: Int64, _ incoming: [FavoriteChoice], sentAt: Int64, now: Date,
                                     since: FavoriteVersion?) async throws -> FavoriteAnswer {
        let nowMilliseconds = Int64((now.timeIntervalSince1970 * 1000).rounded(.down))
        let choices = FavoriteRules.onServerClock(incoming, sentAt: sentAt, now: nowMilliseconds)
        return try await transaction { [self] connection in
            var version = try await version(of: seq, locking: true, on: connection)
            var stored = Dictionary(try await self.choices(of: seq, on: connection).map { ($0.sessionID, $0) }, uniquingKeysWith: { first, _ in first })
            let changed = FavoriteMerge.changes(choices, over: stored)
            guard !FavoriteMerge.exceedsLimit(stored: stored, changed: changed) else { throw AttendeeStoreError.tooManyFavorites }
            let before = version.number
            if !changed.isEmpty {
                version.number += 1
                try await execute("UPDATE attendee SET favorites_version = \(version.number) WHERE seq = \(seq)", on: connection)
                let ordered = changed.values.sorted { $0.sessionID < $1.sessionID }
                // One statement for the whole request's changes.
                try await execute("""
                    INSERT INTO favorite_choice (attendee_seq, session_id, is_favorite, set_at, version)
                    SELECT \(seq), session_id, is_favorite, set_at, \(version.number)
                    FROM unnest(\(ordered.map(\.sessionID))::text[], \(ordered.map(\.isFavorite))::boolean[], \(ordered.map(\.setAt))::bigint[])
                        AS incoming (session_id, is_favorite, set_at)
                    ON CONFLICT (attendee_seq, session_id) DO UPDATE SET is_favorite = excluded.is_favorite, set_at = excluded.set_at,
                        version = excluded.version
                    """, on: connection)
                for choice in ordered { stored[choice.sessionID] = choice }
            }
            var newer: Set<String>?
            if let since = FavoriteMerge.answersChanges(since: since, set: version, before: before) {
                newer = Set(try await rows("SELECT session_id FROM favorite_choice WHERE attendee_seq = \(seq) AND version > \(since.number)",
                                           on: connection).map { try $0[0].decode(String.self) })
            }
            return FavoriteMerge.answer(stored, version: version, sent: choices, changedSince: newer)
        }
    }

    private func version(of seq: Int64, locking: Bool, on connection: PostgresConnection) async throws -> FavoriteVersion {
        let query: PostgresQuery = locking
            ? "SELECT id, favorites_version, (SELECT value FROM store_epoch) AS epoch FROM attendee WHERE seq = \(seq) FOR UPDATE"
            : "SELECT id, favorites_version, (SELECT value FROM store_epoch) AS epoch FROM attendee WHERE seq = \(seq)"
        let row = try await rows(query, on: connection).first
        return FavoriteVersion(owner: FavoriteVersion.owner(ofAttendee: try row?["id"].decode(String.self) ?? ""),
                               epoch: try row?["epoch"].decode(String.self) ?? "",
                               number: try row?["favorites_version"].decode(Int64.self) ?? 0)
    }

    private func choices(of seq: Int64, on connection: PostgresConnection) async throws -> [FavoriteChoice] {
        try await rows("SELECT session_id, is_favorite, set_at FROM favorite_choice WHERE attendee_seq = \(seq)", on: connection).map {
            FavoriteChoice(sessionID: try $0[0].decode(String.self), isFavorite: try $0[1].decode(Bool.self), setAt: try $0[2].decode(Int64.self))
        }
    }
}
