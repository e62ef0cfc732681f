import Foundation

/// A feed that would remove most of the schedule, held back instead of applied: a publishing
/// slip (one session where there were two hundred) is far more likely than a conference
/// cancelling most of its talks, and what a slip deletes takes favorites and calendars with it.
public struct ScheduleShrink: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Sessions in the store now.
    public var stored: Int
    /// Sessions in the feed that was held back.
    public var incoming: Int
    /// Stored sessions the feed does not have.
    public var removed: Int

    public init(stored: Int, incoming: Int, removed: Int) {
        self.stored = stored
        self.incoming = incoming
        self.removed = removed
    }

    /// More than half of the schedule, and more than a handful of sessions.
    public static func isLarge(removing removed: Int, of stored: Int) -> Bool {
        removed > handful && removed * 2 > stored
    }

    /// Removals up to this many always apply, however small the schedule.
    public static let handful = 5

    public var description: String {
        "the feed would remove \(removed) of \(stored) sessions (leaving \(incoming))"
    }
}
