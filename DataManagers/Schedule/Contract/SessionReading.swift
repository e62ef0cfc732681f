import Entities
import LiveDataContract

/// One session by its id.
public protocol SessionReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func session(id: String) async throws -> Session?
}
