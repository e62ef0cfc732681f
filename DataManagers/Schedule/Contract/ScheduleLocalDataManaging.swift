import Entities
import FeedFetcherContract
import Foundation

/// The schedule's local store: screens always read from it; the synchronizer feeds it.
/// Everything handed out is an entity; stored records never leave it.
public protocol ScheduleLocalDataManaging: Sendable {
    /// Applies a feed in one transaction: writes what changed, deletes what vanished, records
    /// the changes. Applying the same feed twice writes nothing. Favorites are the person's and
    /// kept apart: no feed touches them. With `.holdLargeRemovals`, a feed that would remove
    /// most of the schedule (`ScheduleShrink.isLarge`) is not applied but held back, unless
    /// it is the same as the feed held back last time (the next feed agrees).
    func apply(_ feed: ScheduleFeed, validators: FeedValidators, at time: Date, shrink: ShrinkPolicy) async throws -> ScheduleApplyOutcome
    /// The validators of the last applied feed, for the next conditional fetch; nil while a
    /// feed is held back, and when the feed was read in another zone or from another address
    /// than the store is opened with, so the next fetch reads the feed as it is now.
    func validators() async throws -> FeedValidators?
    /// A sync reached the feed and found it unchanged (for "last synced" in lists).
    func noteUnchanged(at time: Date) async throws
    /// What the store holds, for lists of conferences.
    func summary() async throws -> ScheduleStoreSummary
    func conference() async throws -> Conference?
    /// How much the store holds: sessions (scheduled or not), speakers, rooms, categories.
    func counts() async throws -> ScheduleCounts
    /// A day's sessions in time order (then room order), narrowed by a filter.
    func sessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session]
    func session(id: String) async throws -> Session?
    /// These sessions, in time order (the ones that exist; My schedule reads its favorites so,
    /// and finds overlaps between them with `Session.overlaps`).
    func sessions(ids: [String]) async throws -> [Session]
    /// A speaker's sessions, in time order.
    func sessions(ofSpeaker speakerID: String) async throws -> [Session]
    /// Ranked full-text search over titles, descriptions, speaker names and tag lines; the
    /// last word matches as a prefix, for search as you type.
    func search(_ text: String, limit: Int) async throws -> [Session]
    func speakers() async throws -> [Speaker]
    func speaker(id: String) async throws -> Speaker?
    func rooms() async throws -> [Room]
    func categories() async throws -> [Category]
    func favorites() async throws -> [Favorite]
    func setFavorite(_ sessionID: String, _ isFavorite: Bool, at time: Date) async throws
    /// Changes recorded at or after `time`, newest first. The history is bounded: changes older
    /// than `ScheduleHistory.maximumAge` or beyond the newest `ScheduleHistory.maximumCount` go.
    func changes(since time: Date) async throws -> [ScheduleChange]
    /// When the person last looked at what changed in My schedule (nil: never).
    func lastLooked() async throws -> Date?
    func setLastLooked(_ time: Date) async throws
    /// What changed, as it happens: interactors re-read when they hear of their kind of data.
    func changeEvents() -> AsyncStream<ScheduleDataChange>
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

    public init(sessions: Int, speakers: Int, rooms: Int, categories: Int, changes: [ScheduleChange], rowsWritten: Int) {
        self.sessions = sessions
        self.speakers = speakers
        self.rooms = rooms
        self.categories = categories
        self.changes = changes
        self.rowsWritten = rowsWritten
    }
}

/// A store at a glance: the feed's format and title, its zone and days, when it was last synced.
public struct ScheduleStoreSummary: Sendable, Hashable {
    public var format: ScheduleFormat?
    public var title: String?
    public var timeZone: TimeZone?
    public var days: [LocalDate]
    public var sessions: Int
    public var lastSync: Date?

    public init(format: ScheduleFormat?, title: String?, timeZone: TimeZone?, days: [LocalDate], sessions: Int, lastSync: Date?) {
        self.format = format
        self.title = title
        self.timeZone = timeZone
        self.days = days
        self.sessions = sessions
        self.lastSync = lastSync
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

/// Which sessions a screen wants: all (empty sets) or those with any of these items and rooms.
public struct SessionFilter: Sendable, Hashable {
    public var categoryItemIDs: Set<Int>
    public var roomIDs: Set<Int>

    public init(categoryItemIDs: Set<Int> = [], roomIDs: Set<Int> = []) {
        self.categoryItemIDs = categoryItemIDs
        self.roomIDs = roomIDs
    }

    public static let all = SessionFilter()
    public var isEmpty: Bool { categoryItemIDs.isEmpty && roomIDs.isEmpty }
}

/// A kind of data that changed in the store.
public enum ScheduleDataChange: Sendable, Hashable {
    case schedule
    case favorites
}
