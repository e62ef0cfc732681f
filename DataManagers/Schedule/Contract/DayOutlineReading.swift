import Entities
import LiveDataContract

/// A day of the schedule as a timetable draws it: outlines, not whole sessions.
public protocol DayOutlineReading: ChangeAnnouncing where Change == ScheduleDataChange {
    /// A day's sessions in time order (then room order), narrowed by a filter, as outlines.
    func outlines(on day: LocalDate, matching filter: SessionFilter) async throws -> [SessionOutline]
}
