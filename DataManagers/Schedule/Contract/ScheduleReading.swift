import Entities
import Foundation
import LiveDataContract

/// Reading the schedule and the person's marks on it, and hearing when either changes: all a
/// screen needs of the local store. Everything handed out is an entity.
public protocol ScheduleReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func conference() async throws -> Conference?
    /// A day's sessions in time order (then room order), narrowed by a filter.
    func sessions(on day: LocalDate, matching filter: SessionFilter) async throws -> [Session]
    func session(id: String) async throws -> Session?
    /// These sessions, in time order (the ones that exist).
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
    /// Changes recorded at or after `time`, newest first. The history is bounded: changes older
    /// than `ScheduleHistory.maximumAge` or beyond the newest `ScheduleHistory.maximumCount` go.
    func changes(since time: Date) async throws -> [ScheduleChange]
    /// When the person last looked at what changed in My schedule (nil: never).
    func lastLooked() async throws -> Date?
}

/// A kind of data that changed in the store.
public enum ScheduleDataChange: Sendable, Hashable {
    case schedule
    case favorites

    /// Both kinds: what a screen showing sessions with their favorite marks listens to.
    public static let any: Set<ScheduleDataChange> = [.schedule, .favorites]
}
