import Entities
import LiveDataContract

/// A day of the schedule through a filter, whole: what commands print and export.
public protocol DayReading: ChangeAnnouncing where Change == ScheduleDataChange {
    /// A day's sessions in time order (then room order), narrowed by a filter.
    func sessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session]
}
