import Entities

/// A schedule feed, read and checked: everything the local store needs to apply it.
public struct ScheduleFeed: Sendable, Hashable {
    public var sessions: [Session]
    public var speakers: [Speaker]
    public var rooms: [Room]
    public var categories: [Category]
    /// What was wrong but could be dropped (a reference to a room that does not exist…).
    public var warnings: [FeedWarning]

    public init(sessions: [Session], speakers: [Speaker], rooms: [Room], categories: [Category], warnings: [FeedWarning] = []) {
        self.sessions = sessions
        self.speakers = speakers
        self.rooms = rooms
        self.categories = categories
        self.warnings = warnings
    }
}

/// Something in a feed that was dropped rather than rejected, and where it was.
public struct FeedWarning: Sendable, Hashable, CustomStringConvertible {
    /// A path into the feed: `sessions[12].roomId`.
    public let path: String
    public let message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }
}
