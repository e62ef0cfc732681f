import Entities

/// Every choice a sync partner holds for the person (or what changed since a tag), and the tag
/// that names the whole set.
public struct FavoriteChoiceSet: Sendable, Hashable {
    /// Choices one request to podium-server may carry (API/openapi.yaml).
    public static let maxPerRequest = 200
    /// Choices a partner may answer: podium-server keeps at most this many for one attendee.
    public static let maxPerAttendee = 5_000
    public static let maxSessionIDLength = 200
    public var choices: [FavoriteChoice]
    /// The partner's name for what it holds now, kept for the next exchange (podium-server's
    /// ETag; for pretalx, which keeps no dates, the set Podium last agreed with it).
    public var tag: String?
    /// False when `choices` holds only what changed since the tag the request named.
    public var isComplete: Bool

    public init(choices: [FavoriteChoice], tag: String?, isComplete: Bool = true) {
        self.choices = choices
        self.tag = tag
        self.isComplete = isComplete
    }
}
