import Foundation

/// My schedule on every device: an attendee's dated choices, merged.
public protocol FavoriteStoring: Sendable {
    func favoriteSet(of seq: Int64) async throws -> FavoriteAnswer
    /// Merges a device's choices (the later per session wins), answering every choice or what
    /// changed since `since`; throws `.tooManyFavorites` before writing anything past the limit.
    func mergeFavoriteChoices(of seq: Int64, _ incoming: [FavoriteChoice], sentAt: Int64, now: Date,
                              since: FavoriteVersion?) async throws -> FavoriteAnswer
}

extension FavoriteStoring {
    /// Every choice the attendee has made, by session id.
    public func favoriteChoices(of seq: Int64) async throws -> [FavoriteChoice] {
        try await favoriteSet(of: seq).choices
    }

    /// A merge answered with every choice.
    public func mergeFavoriteChoices(of seq: Int64, _ incoming: [FavoriteChoice], sentAt: Int64, now: Date) async throws -> FavoriteAnswer {
        try await mergeFavoriteChoices(of: seq, incoming, sentAt: sentAt, now: now, since: nil)
    }
}
