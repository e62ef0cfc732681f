import Entities
import LiveDataContract

/// Every speaker, and search as you type over them. Lists never show a speaker's links or bio,
/// so these reads leave them out (`SpeakerReading.speaker(id:)` has them).
public protocol SpeakerListReading: ChangeAnnouncing where Change == ScheduleDataChange {
    /// Every speaker, A–Z by surname (Åberg with the A's).
    func speakers() async throws -> [Speaker]
    /// The first `limit` of them, and how many there are: a screenful to show before the rest is read.
    func speakers(first limit: Int) async throws -> SpeakerListStart
    /// Full-text search over speakers, every word matched as a prefix: those whose name
    /// matches, then those whose tag line or bio does; A–Z within each, at most `limit` of each.
    func searchSpeakers(_ text: String, limit: Int) async throws -> SpeakerSearch
    /// The same search on the caller's actor, in one bounded read without hopping threads: for
    /// the first screenful of a search as you type, shown in the key's own frame.
    nonisolated(nonsending) func searchSpeakersNow(_ text: String, limit: Int) async throws -> SpeakerSearch
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

/// The top of the speaker list, and the length of all of it.
public struct SpeakerListStart: Sendable, Hashable {
    public var speakers: [Speaker]
    public var total: Int

    public init(speakers: [Speaker], total: Int) {
        self.speakers = speakers
        self.total = total
    }
}
