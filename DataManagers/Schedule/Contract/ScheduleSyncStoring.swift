import Entities
import FeedFetcherContract
import Foundation

/// What the synchronizer needs of the local store: apply a feed, the validators for the next
/// conditional fetch, a note that nothing changed, and how much the store holds.
public protocol ScheduleSyncStoring: Sendable {
    /// Applies a feed in one transaction: writes what changed, deletes what vanished, records
    /// the changes. Applying the same feed twice writes nothing. Favorites are the person's and
    /// kept apart (the favorites store follows the report's `succession`). With `.holdLargeRemovals`, a feed that would remove
    /// most of the schedule (`ScheduleShrink.isLarge`) is not applied but held back, unless
    /// it is the same as the feed held back last time (the next feed agrees).
    func apply(_ feed: ScheduleFeed, validators: FeedValidators, at time: Date, shrink: ShrinkPolicy) async throws -> ScheduleApplyOutcome
    /// The validators of the last applied feed, for the next conditional fetch; nil while a
    /// feed is held back, and when the feed was read in another zone or from another address
    /// than the store is opened with, so the next fetch reads the feed as it is now.
    func validators() async throws -> FeedValidators?
    /// A sync reached the feed and found it unchanged (for "last synced" in lists).
    func noteUnchanged(at time: Date) async throws
    /// How much the store holds: sessions (scheduled or not), speakers, rooms, categories.
    func counts() async throws -> ScheduleCounts
}

/// Whether a feed that would remove most of the schedule is applied.
public enum ShrinkPolicy: Sendable, Hashable {
    /// Held back (the synchronizer's default).
    case holdLargeRemovals
    /// Applied: the person said so (`--accept-shrink`, a key in the app).
    case accept
}

/// What an apply did: applied the feed, or held it back because it shrinks the schedule.
public enum ScheduleApplyOutcome: Sendable, Hashable {
    case applied(ScheduleApplyReport)
    case heldBack(ScheduleShrink)

    /// The report, when the feed was applied.
    public var report: ScheduleApplyReport? {
        if case .applied(let report) = self { report } else { nil }
    }
}

/// How much schedule history the store keeps: enough for "what changed since you last looked"
/// over a conference, never enough to slow a screen down.
public enum ScheduleHistory {
    public static let maximumAge: TimeInterval = 30 * 86_400
    public static let maximumCount = 2_000
    /// The longest title or room name a change keeps (Unicode scalars).
    public static let maximumText = 500
}

/// What applying a feed did.
public struct ScheduleApplyReport: Sendable, Hashable {
    public var sessions: Int
    public var speakers: Int
    public var rooms: Int
    public var categories: Int
    public var changes: [ScheduleChange]
    /// Rows inserted, updated or deleted (0 when the feed was already applied).
    public var rowsWritten: Int
    /// The sessions now, those that arrived and those that left: what the favorites follow.
    public var succession: ScheduleSuccession

    public init(sessions: Int, speakers: Int, rooms: Int, categories: Int, changes: [ScheduleChange], rowsWritten: Int,
                succession: ScheduleSuccession = ScheduleSuccession(sessions: [], arrived: [], vanished: [])) {
        self.succession = succession
        self.sessions = sessions
        self.speakers = speakers
        self.rooms = rooms
        self.categories = categories
        self.changes = changes
        self.rowsWritten = rowsWritten
    }
}

public struct ScheduleCounts: Sendable, Hashable {
    public var sessions, speakers, rooms, categories: Int

    public init(sessions: Int, speakers: Int, rooms: Int, categories: Int) {
        self.sessions = sessions
        self.speakers = speakers
        self.rooms = rooms
        self.categories = categories
    }
}
