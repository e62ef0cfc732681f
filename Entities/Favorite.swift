import Foundation

/// A session the user saved to My schedule.
public struct Favorite: Sendable, Hashable, Codable {
    public let sessionID: String
    public var addedAt: Date
    /// The session left the feed after it was saved; the favorite stays, marked.
    public var sessionRemoved: Bool
    /// Its session as last seen in the schedule (title, time, room): what a removed favorite
    /// is shown by.
    public var lastKnown: ScheduleChange.Snapshot?

    public init(sessionID: String, addedAt: Date, sessionRemoved: Bool = false, lastKnown: ScheduleChange.Snapshot? = nil) {
        self.sessionID = sessionID
        self.addedAt = addedAt
        self.sessionRemoved = sessionRemoved
        self.lastKnown = lastKnown
    }
}
