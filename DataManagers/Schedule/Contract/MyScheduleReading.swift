import Entities
import Foundation
import LiveDataContract

/// My schedule as its screen shows it: every favorite (those whose session left the schedule
/// too), what changed, and when the person last looked.
public protocol MyScheduleReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func favorites() async throws -> [Favorite]
    /// Changes recorded at or after `time`, newest first. The history is bounded: changes older
    /// than `ScheduleHistory.maximumAge` or beyond the newest `ScheduleHistory.maximumCount` go.
    func changes(since time: Date) async throws -> [ScheduleChange]
    /// When the person last looked at what changed in My schedule (nil: never).
    func lastLooked() async throws -> Date?
}
