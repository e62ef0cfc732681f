import Entities
import LiveDataContract

/// The schedule's rooms, in the feed's order: the Grid's columns, the Filters' room rows.
public protocol RoomReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func rooms() async throws -> [Room]
}
