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
    /// Since when the feed has said this (nil: just now, or not recorded).
    public var heldSince: Date?

    public init(stored: Int, incoming: Int, removed: Int, heldSince: Date? = nil) {
        self.stored = stored
        self.incoming = incoming
        self.removed = removed
        self.heldSince = heldSince
    }

    /// How long a feed must keep saying the same shrink before it is applied without the
    /// person: six hours. A bad export is usually noticed and fixed within the hour; syncing
    /// every minute, "the same feed twice" would have been two minutes.
    public static let confirmationDelay: TimeInterval = 6 * 3600

    /// When the shrink applies by itself, unless the feed changes first or the person accepts it.
    public var appliesAt: Date? { heldSince.map { $0.addingTimeInterval(Self.confirmationDelay) } }

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
