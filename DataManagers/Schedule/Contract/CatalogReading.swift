import Entities
import LiveDataContract

/// What the schedule can be filtered by: its rooms, and its categories (tracks, levels, formats).
public protocol CatalogReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func rooms() async throws -> [Room]
    func categories() async throws -> [Category]
}
