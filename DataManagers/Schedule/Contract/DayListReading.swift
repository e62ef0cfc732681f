import Entities
import LiveDataContract

/// A day of the schedule as a list on screen shows it.
public protocol DayListReading: ChangeAnnouncing where Change == ScheduleDataChange {
    /// A day's sessions in time order (then room order), narrowed by a filter, without their
    /// descriptions (nil) and links (none): no list shows them, and a day of real abstracts
    /// holds megabytes of them.
    func listedSessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session]
}
