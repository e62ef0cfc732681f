import Entities
import Foundation
import LiveDataContract

/// What changed in the schedule between syncs.
public protocol ScheduleChangeReading: ChangeAnnouncing where Change == ScheduleDataChange {
    /// Changes recorded at or after `time`, newest first. The history is bounded: changes older
    /// than `ScheduleHistory.maximumAge` or beyond the newest `ScheduleHistory.maximumCount` go.
    func changes(since time: Date) async throws -> [ScheduleChange]
}
