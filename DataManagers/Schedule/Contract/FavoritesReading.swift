import Entities
import LiveDataContract

/// Which sessions are in My schedule: the ids of the favorites still in the schedule, for the
/// ★ every list shows.
public protocol FavoritesReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func favoriteSessionIDs() async throws -> Set<String>
}
