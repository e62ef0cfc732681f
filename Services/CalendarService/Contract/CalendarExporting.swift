import Entities
import Foundation

/// Sessions as iCalendar (RFC 5545), for a calendar application: one VEVENT per scheduled
/// session, with a UID derived from the feed and the session id, so importing again updates
/// the event instead of adding another. Times are written in UTC (see docs/calendar.md).
public protocol CalendarExporting: Sendable {
    /// One VCALENDAR holding these sessions; unscheduled ones are left out. `name` titles the
    /// calendar in applications that show one (X-WR-CALNAME).
    func calendar(of sessions: [Session], named name: String?) -> String
    /// Writes one session's event to a file of its own, atomically, and says where.
    func saveEvent(of session: Session) throws(CalendarExportError) -> URL
}

public enum CalendarExportError: Error, Sendable, Hashable, CustomStringConvertible {
    case unscheduled(sessionID: String)
    case cannotWrite(path: String, detail: String)
    case cannotRead(detail: String)

    public var description: String {
        switch self {
        case .unscheduled(let id): "session \(id) has no time yet, so it cannot go in a calendar"
        case .cannotWrite(let path, let detail): "cannot write \(path): \(detail)"
        case .cannotRead(let detail): "cannot read the schedule: \(detail)"
        }
    }
}
