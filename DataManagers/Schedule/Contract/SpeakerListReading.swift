import Entities
import LiveDataContract

/// Every speaker, and search as you type over them.
public protocol SpeakerListReading: ChangeAnnouncing where Change == ScheduleDataChange {
    /// Every speaker, A–Z by surname (Åberg with the A's).
    func speakers() async throws -> [Speaker]
    /// Full-text search over speakers, every word matched as a prefix: those whose name
    /// matches, then those whose tag line or bio does; A–Z within each, at most `limit` of each.
    func searchSpeakers(_ text: String, limit: Int) async throws -> SpeakerSearch
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
