import Foundation

/// A session put in or taken out of My schedule, and when: what a person's devices exchange to
/// agree on My schedule. A removal is a choice too (a tombstone), so another device that still has
/// the favorite learns it was removed rather than adding it back.
public struct FavoriteChoice: Sendable, Hashable, Codable {
    public let sessionID: String
    public var isFavorite: Bool
    public var setAt: Date

    public init(sessionID: String, isFavorite: Bool, setAt: Date) {
        self.sessionID = sessionID
        self.isFavorite = isFavorite
        self.setAt = setAt
    }
}
