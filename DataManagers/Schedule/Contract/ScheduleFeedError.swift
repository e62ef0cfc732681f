/// Why a schedule feed was rejected. A rejected feed never replaces good data.
///
/// Rejected: malformed JSON, a missing required field or a value of the wrong type, a
/// duplicate id, an unreadable time, and anything that is not a Sessionize "All" export.
/// Dropped with a warning instead (see `FeedWarning`): a reference to a room, speaker,
/// session or category item that does not exist, an unusable URL, a session that ends
/// before it starts (kept, unscheduled).
public enum ScheduleFeedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The bytes are not JSON; where the parser gave up, when it says.
    case malformedJSON(line: Int?, column: Int?, detail: String)
    /// JSON, but not a Sessionize "All" export (say, an HTML error page or another shape).
    case notASessionizeFeed(String)
    case missingField(path: String)
    case wrongType(path: String, expected: String)
    case duplicateID(path: String, id: String)
    case invalidTime(path: String, value: String)

    public var description: String {
        switch self {
        case .malformedJSON(let line?, let column?, let detail):
            "malformed JSON at line \(line), column \(column): \(detail)"
        case .malformedJSON(_, _, let detail):
            "malformed JSON: \(detail)"
        case .notASessionizeFeed(let reason):
            "not a Sessionize \"All\" feed: \(reason)"
        case .missingField(let path):
            "missing required field \(path)"
        case .wrongType(let path, let expected):
            "\(path) should be \(expected)"
        case .duplicateID(let path, let id):
            "duplicate id \"\(id)\" at \(path)"
        case .invalidTime(let path, let value):
            "\(path) is not a time: \"\(value)\" (expected 2024-04-20T09:00:00, with Z or an offset, or without for the conference's time zone)"
        }
    }
}
