/// Why a schedule feed was rejected. A rejected feed never replaces good data.
///
/// Rejected: bytes that are no schedule Podium reads, malformed JSON, XML or iCalendar, a
/// missing required field or a value of the wrong type, a duplicate id, an unreadable time or
/// duration, and clock times without any time zone to read them in. Dropped with a warning
/// instead (see `FeedWarning`): a reference to a room, speaker, session or category item that
/// does not exist, an unusable URL, a session that ends before it starts (kept, unscheduled).
public enum ScheduleFeedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not JSON; where the parser gave up, when it says.
    case malformedJSON(line: Int?, column: Int?, detail: String)
    /// The bytes are not well-formed XML.
    case malformedXML(line: Int, column: Int, detail: String)
    /// The bytes are not a well-formed iCalendar file.
    case malformedCalendar(line: Int, detail: String)
    /// JSON, but not a Sessionize "All" export (say, an HTML error page or another shape).
    case notASessionizeFeed(String)
    /// A Sessionize export of another view (GridSmart, Sessions, Speakers…), which lacks what
    /// the "All" view has; `allViewURL` when the feed's address names the event.
    case otherSessionizeView(view: String, allViewURL: String?)
    /// Not a schedule in any format Podium reads; what it looks like instead.
    case unrecognizedFormat(String)
    case missingField(path: String)
    case wrongType(path: String, expected: String)
    case duplicateID(path: String, id: String)
    case invalidTime(path: String, value: String)
    /// A value that does not read as what it should be (a duration, a date).
    case invalidValue(path: String, value: String, expected: String)
    /// The feed's clock times name no zone, and none was given.
    case timeZoneNeeded(String)
    /// Not a schedule but a pointer to one (a Giggity menu entry): `podium add` follows it.
    case pointer(SchedulePointer)

    public var description: String {
        switch self {
        case .malformedJSON(let line?, let column?, let detail):
            "malformed JSON at line \(line), column \(column): \(detail)"
        case .malformedJSON(_, _, let detail):
            "malformed JSON: \(detail)"
        case .malformedXML(let line, let column, let detail):
            "malformed XML at line \(line), column \(column): \(detail)"
        case .malformedCalendar(let line, let detail):
            "malformed iCalendar at line \(line): \(detail)"
        case .notASessionizeFeed(let reason):
            "not a Sessionize \"All\" feed: \(reason)"
        case .otherSessionizeView(let view, let url?):
            "this is the Sessionize '\(view)' view; use the 'All' view: \(url)"
        case .otherSessionizeView(let view, nil):
            "this is the Sessionize '\(view)' view; use the 'All' view (https://sessionize.com/api/v2/<event id>/view/All)"
        case .unrecognizedFormat(let what):
            "not a schedule Podium reads (\(what)); it reads Sessionize \"All\" JSON, frab/pretalx schedule XML or JSON, and iCalendar"
        case .missingField(let path):
            "missing required field \(path)"
        case .wrongType(let path, let expected):
            "\(path) should be \(expected)"
        case .duplicateID(let path, let id):
            "duplicate id \"\(id)\" at \(path)"
        case .invalidTime(let path, let value):
            "\(path) is not a time: \"\(value)\" (expected 2024-04-20T09:00:00, with Z or an offset, or without for the conference's time zone)"
        case .invalidValue(let path, let value, let expected):
            "\(path) is not \(expected): \"\(value)\""
        case .timeZoneNeeded(let reason):
            "\(reason); give the conference's zone with --timezone (an IANA name such as Europe/Berlin)"
        case .pointer(let pointer):
            "a Giggity menu entry, not a schedule: its schedule is at \(pointer.url.absoluteString) (podium add FILE adds it from the entry)"
        }
    }
}
