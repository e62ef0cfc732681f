import Entities
import LiveDataContract

/// The conference: its name, days and zone (nil until the first sync).
public protocol ConferenceReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func conference() async throws -> Conference?
}
