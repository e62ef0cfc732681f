import Foundation

/// A session the user saved to My schedule.
public struct Favorite: Sendable, Hashable, Codable {
    public let sessionID: String
    public var addedAt: Date
    /// The session left the feed after it was saved; the favorite stays, marked.
    public var sessionRemoved: Bool

    public init(sessionID: String, addedAt: Date, sessionRemoved: Bool = false) {
        self.sessionID = sessionID
        self.addedAt = addedAt
        self.sessionRemoved = sessionRemoved
    }
}
