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
    /// These sessions, in time order (then room order, then title), the ones that exist.
    func sessions(ids: [String]) async throws -> [Session]
    /// A speaker's sessions, in time order.
    func sessions(ofSpeaker speakerID: String) async throws -> [Session]
    /// Full-text search for search as you type, at most `limit` sessions in time order (as
    /// `sessions(ids:)` orders them). Sessions with every word (each as a prefix) in their
    /// title are chosen first, then those with them in the title and speakers' names and tag
    /// lines, then anywhere (descriptions too).
    func search(_ text: String, limit: Int) async throws -> [Session]
    /// What `search` finds, read in one go as far as its first `firstCount` sessions: a long
    /// list can be shown a screenful first, and the rest read after (`sessions(ids:)`). It runs
    /// on the caller's actor (a search as you type shows its first screenful in the key's own
    /// frame): implementations keep it to one bounded read, without hopping threads.
    nonisolated(nonsending) func search(_ text: String, limit: Int, readingFirst firstCount: Int) async throws -> SessionSearch
    /// Every speaker, A–Z by surname (Åberg with the A's).
    func speakers() async throws -> [Speaker]
    func speaker(id: String) async throws -> Speaker?
    /// Full-text search over speakers for search as you type, every word matched as a prefix:
    /// those whose name matches, then those whose tag line or bio does; A–Z within each, at
    /// most `limit` of each.
    func searchSpeakers(_ text: String, limit: Int) async throws -> SpeakerSearch
    func rooms() async throws -> [Room]
    func categories() async throws -> [Category]
    func favorites() async throws -> [Favorite]
    /// Changes recorded at or after `time`, newest first. The history is bounded: changes older
    /// than `ScheduleHistory.maximumAge` or beyond the newest `ScheduleHistory.maximumCount` go.
    func changes(since time: Date) async throws -> [ScheduleChange]
    /// When the person last looked at what changed in My schedule (nil: never).
    func lastLooked() async throws -> Date?
}

/// A search's answer read a screenful first: the first sessions it found, and the ids of the
/// rest, all in the order `search` lists them.
public struct SessionSearch: Sendable, Hashable {
    public var first: [Session]
    public var restIDs: [String]

    public init(first: [Session], restIDs: [String]) {
        self.first = first
        self.restIDs = restIDs
    }
}

/// Speakers found by a search, in the two groups a list shows them in.
public struct SpeakerSearch: Sendable, Hashable {
    /// Every word is in their name.
    public var byName: [Speaker]
    /// The words are in their tag line or bio (and not all in their name).
    public var byOtherText: [Speaker]

    public init(byName: [Speaker] = [], byOtherText: [Speaker] = []) {
        self.byName = byName
        self.byOtherText = byOtherText
    }

    public var isEmpty: Bool { byName.isEmpty && byOtherText.isEmpty }
}

/// A kind of data that changed in the store.
public enum ScheduleDataChange: Sendable, Hashable {
    case schedule
    case favorites

    /// Both kinds: what a screen showing sessions with their favorite marks listens to.
    public static let any: Set<ScheduleDataChange> = [.schedule, .favorites]
}
