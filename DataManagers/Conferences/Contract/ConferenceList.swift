import Entities

/// The conferences the person added, and which one `podium` opens.
public struct ConferenceList: Sendable, Hashable {
    public var conferences: [SavedConference]
    /// The name of the current conference; nil: none (`podium` opens the bundled demo).
    public var currentName: String?

    public init(conferences: [SavedConference] = [], currentName: String? = nil) {
        self.conferences = conferences
        self.currentName = currentName
    }

    public var current: SavedConference? { currentName.flatMap(named) }

    /// The conference of this name, compared without case.
    public func named(_ name: String) -> SavedConference? {
        conferences.first { $0.name.lowercased() == name.lowercased() }
    }

    /// The conference reading this feed, if one does.
    public func reading(feed: String) -> SavedConference? {
        conferences.first { $0.feed == feed }
    }

    /// A file stem for a new conference named `name`, used by no other.
    public func freeStoreName(for name: String, taken isTaken: (String) -> Bool = { _ in false }) -> String {
        let base = SavedConference.storeName(for: name)
        var candidate = base
        var number = 2
        while conferences.contains(where: { $0.store == candidate }) || Self.isReserved(candidate) || isTaken(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        return candidate
    }

    /// Store names the data folder already uses for something else: the demo's stores, news
    /// feeds' stores, and the companions of every store (`X-user`, `X-my-schedule`). (A one-off
    /// feed's `feed-…` store may be a conference's: `add` adopts it with its favorites.)
    public static func isReserved(_ store: String) -> Bool {
        let lowered = store.lowercased()
        return lowered == "demo" || lowered == "demo-news" || lowered.hasPrefix("news-")
            || lowered.hasSuffix("-user") || lowered.hasSuffix("-my-schedule")
    }
}
