import Entities
import LiveDataContract

/// Search as you type over sessions.
public protocol SessionSearching: ChangeAnnouncing where Change == ScheduleDataChange {
    /// Full-text search, read in one go as far as its first `firstCount` sessions: a long list
    /// can be shown a screenful first, and the rest read after (`sessions(ids:)`). At most
    /// `limit` sessions in time order (as `sessions(ids:)` orders them): those with every word
    /// (each as a prefix) in their title first, then with them in the title and speakers' names
    /// and tag lines, then anywhere (descriptions too). It runs on the caller's actor (a search
    /// as you type shows its first screenful in the key's own frame): implementations keep it to
    /// one bounded read, without hopping threads.
    nonisolated(nonsending) func search(_ text: String, limit: Int, readingFirst firstCount: Int) async throws -> SessionSearch
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
