import Entities
import FavoritesDataContract
import Foundation
import GRDB

/// The favorites after each new version of the feed (the synchronizer hands over what the
/// schedule's store applied).
extension FavoritesLocalDataManager {
    public func follow(_ succession: ScheduleSuccession, at time: Date) async throws {
        let present = Set(succession.sessions.map(\.id))
        let talkOfVanished = Dictionary(succession.vanished.compactMap { session in TalkIdentity.key(session.pageURL).map { (session.id, $0) } }) {
            first, _ in first
        }
        let changed = try await user.write { db -> Bool in
            let choices = try Row.fetchAll(db, sql: "SELECT sessionId, isFavorite FROM favoriteChoice").map { (id: $0[0] as String, on: $0[1] as Bool) }
            let favorites = Set(choices.filter(\.on).map(\.id))
            guard !favorites.isEmpty else { return false }
            let left = favorites.subtracting(present)
            // A favorite that left now is remembered as it was when it left; one starred since the
            // last version has no other record of it.
            try FavoriteSnapshots.write(succession.vanished.lazy.filter { left.contains($0.id) }, db)
            var talkOfLeft = try FavoriteSnapshots.read(Array(left), db).compactMapValues(\.talk)
            talkOfLeft.merge(talkOfVanished.filter { left.contains($0.key) }) { _, vanished in vanished }
            let carried = TalkFollowing.carry(favorites: favorites, chosen: Set(choices.map(\.id)), talkOfLeft: talkOfLeft,
                                              feed: succession.sessions, arrived: succession.arrived)
            for id in carried.starred.sorted() {
                try db.execute(sql: "INSERT INTO favoriteChoice (sessionId, isFavorite, setAt) VALUES (?, 1, ?) ON CONFLICT(sessionId) DO NOTHING",
                               arguments: [id, time.timeIntervalSince1970])
            }
            for id in carried.letGo.sorted() {
                try db.execute(sql: "UPDATE favoriteChoice SET isFavorite = 0, setAt = ? WHERE sessionId = ? AND isFavorite = 1",
                               arguments: [time.timeIntervalSince1970, id])
            }
            let kept = favorites.union(carried.starred)
            try FavoriteSnapshots.write(succession.sessions.lazy.filter { kept.contains($0.id) }, db)
            return !carried.starred.isEmpty || !carried.letGo.isEmpty
        }
        if changed { broadcaster.publish(.favorites) }
    }
}
