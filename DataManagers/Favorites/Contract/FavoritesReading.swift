import Entities
import LiveDataContract

/// Which sessions are in My schedule, for the ★ every list shows: the ids of every favorite
/// (a list shows a ★ only beside a session it shows, so one that left the schedule shows none).
public protocol FavoritesReading: ChangeAnnouncing where Change == FavoritesDataChange {
    func favoriteSessionIDs() async throws -> Set<String>
}
