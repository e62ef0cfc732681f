import Entities
import Foundation

/// My schedule's side of keeping favorites the same on every device: the synchronizer sends the
/// choices made here and adopts the server's answer. The person's choices made here since are
/// never overwritten by an answer that does not know them.
public protocol FavoritesSyncStoring: Sendable {
    /// Choices made here that the server has not confirmed yet (every one, the first time).
    func pendingFavoriteChoices() async throws -> [FavoriteChoice]
    /// Adopts every choice the server answered, except for sessions chosen here again since
    /// `pushed` was read (those go with the next sync). When the answer is `complete` (every
    /// choice the server holds, not what changed since the tag kept here), a choice confirmed
    /// here before that the server no longer has (another account, a server started afresh) is
    /// sent again. Keeps `tag` for the next conditional read. Returns how many sessions came into
    /// or left My schedule here.
    ///
    /// The server's word is not taken blindly: a removal dated more than
    /// `FavoritesAnswer.allowedSkew` after `time` is not believed, and an answer that would take
    /// most of My schedule out (`FavoritesAnswer.isLarge`) adopts nothing and throws
    /// `FavoritesRemovalHeldBack`, unless `acceptingRemovals` (the person said so).
    @discardableResult
    func adoptFavoriteChoices(_ choices: [FavoriteChoice], tag: String?, pushed: [FavoriteChoice], at time: Date,
                              acceptingRemovals: Bool, complete: Bool) async throws -> Int
    /// The tag of the server's set last adopted, for a conditional read.
    func favoritesSyncTag() async throws -> String?
}

extension FavoritesSyncStoring {
    /// Adopts an answer of every choice the server holds.
    @discardableResult
    public func adoptFavoriteChoices(_ choices: [FavoriteChoice], tag: String?, pushed: [FavoriteChoice], at time: Date,
                                     acceptingRemovals: Bool) async throws -> Int {
        try await adoptFavoriteChoices(choices, tag: tag, pushed: pushed, at: time, acceptingRemovals: acceptingRemovals, complete: true)
    }

    /// Adopts the server's answer now, holding back one that would empty My schedule.
    @discardableResult
    public func adoptFavoriteChoices(_ choices: [FavoriteChoice], tag: String?, pushed: [FavoriteChoice]) async throws -> Int {
        try await adoptFavoriteChoices(choices, tag: tag, pushed: pushed, at: Date(), acceptingRemovals: false)
    }
}

/// The server's answer would take most of My schedule out: nothing of it was adopted.
public struct FavoritesRemovalHeldBack: Error, Sendable, Hashable, CustomStringConvertible {
    public let removing: Int
    public let favorites: Int

    public init(removing: Int, favorites: Int) {
        self.removing = removing
        self.favorites = favorites
    }

    public var description: String {
        "held back: the server's answer would take \(removing) of your \(favorites) favorites out of My schedule; nothing was changed. "
            + "If you removed them on another device, apply it with podium sync --once --accept-shrink (A in the app)"
    }
}
