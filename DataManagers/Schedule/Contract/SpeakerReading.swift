import Entities
import LiveDataContract

/// One speaker by their id.
public protocol SpeakerReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func speaker(id: String) async throws -> Speaker?
}
