import Entities
import LiveDataContract

/// What the person hid from every view (the store leaves it out of the day, search and Now &
/// next by itself); a change is announced as a change of the schedule, since what every list
/// shows changed.
public protocol HidingReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func hiddenOptions() async throws -> HiddenOptions
}
