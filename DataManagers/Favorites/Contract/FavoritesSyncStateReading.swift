import Foundation
import LiveDataContract

/// Which partners My schedule is synced with and when each last agreed with it, for `podium
/// list` and the My schedule tab. A finished exchange is announced as `.sync`.
public protocol FavoritesSyncStateReading: ChangeAnnouncing where Change == FavoritesDataChange {
    func favoritesSyncStates() async throws -> [FavoritesSyncState]
}

/// One partner's last agreement with My schedule here.
public struct FavoritesSyncState: Sendable, Hashable, Codable {
    public var partner: FavoritesPartner
    public var lastSynced: Date?

    public init(partner: FavoritesPartner, lastSynced: Date?) {
        self.partner = partner
        self.lastSynced = lastSynced
    }
}
