import Entities
import LiveDataContract

/// My schedule as a list: every favorite, oldest first, with when it was added and its session
/// as last seen (what a favorite whose session left the schedule is shown by).
public protocol FavoriteListReading: ChangeAnnouncing where Change == FavoritesDataChange {
    func favorites() async throws -> [Favorite]
}
