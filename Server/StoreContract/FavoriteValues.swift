import Foundation

/// One session an attendee put in or took out of My schedule, and when (milliseconds since 1970
/// on the server's clock once merged). A removal is kept as a choice, so that a device that still
/// has the favorite learns it was removed rather than adding it back.
public struct FavoriteChoice: Sendable, Hashable {
    /// Choices the server keeps per attendee (a conference has a few thousand sessions at most).
    public static let keptPerAttendee = 5_000

    public var sessionID: String
    public var isFavorite: Bool
    public var setAt: Int64

    public init(sessionID: String, isFavorite: Bool, setAt: Int64) {
        self.sessionID = sessionID
        self.isFavorite = isFavorite
        self.setAt = setAt
    }

    /// Whether this choice replaces `stored`: it was made later, or at the same moment and it is
    /// a removal (so two devices that chose differently at the same millisecond agree).
    public func wins(over stored: FavoriteChoice) -> Bool {
        setAt > stored.setAt || (setAt == stored.setAt && !isFavorite && stored.isFavorite)
    }
}

/// Which attendee's set, at which version, of which store: what a favorites tag names. The owner
/// is a short digest of the attendee's id, so a device signed in as someone else never reads its
/// old version as theirs. The epoch is the store's own, random, made anew in every backup copy:
/// a store restored from a copy has rewound its version numbers, and a tag from before the
/// restore (whose number the restored set may reach again with other choices) names another
/// epoch, so it is answered the whole set, never a 304 or a part.
public struct FavoriteVersion: Sendable, Hashable {
    public var owner: String
    public var epoch: String
    public var number: Int64

    public init(owner: String, epoch: String, number: Int64) {
        self.owner = owner
        self.epoch = epoch
        self.number = number
    }

    /// The same attendee's set in the same store (at any version).
    public func isSameSet(as other: FavoriteVersion) -> Bool { owner == other.owner && epoch == other.epoch }
}

/// An attendee's choices as an answer: all of them or what changed since a version, and the
/// version of the whole set they belong to.
public struct FavoriteAnswer: Sendable, Hashable {
    public var choices: [FavoriteChoice]
    /// The set's version after this answer: what its tag names.
    public var version: FavoriteVersion
    /// False when `choices` holds only what changed since the version asked about.
    public var isComplete: Bool

    public init(choices: [FavoriteChoice], version: FavoriteVersion, isComplete: Bool) {
        self.choices = choices
        self.version = version
        self.isComplete = isComplete
    }
}
