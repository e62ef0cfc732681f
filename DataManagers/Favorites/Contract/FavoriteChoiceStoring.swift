import Entities
import Foundation

/// My schedule's side of every sync partner (podium-server, pretalx): the choices made here that
/// a partner has not confirmed, and adopting what it answered. Each partner's state is its own, so
/// a choice adopted from one is sent to the others. The person's choices made here since an
/// exchange began are never overwritten by its answer.
public protocol FavoriteChoiceStoring: FavoritesReading {
    /// Choices `partner` has not confirmed yet (every one, the first time), oldest first.
    func pendingFavoriteChoices(for partner: FavoritesPartner) async throws -> [FavoriteChoice]
    /// The tag of `partner`'s set last adopted, for the next exchange.
    func favoritesSyncTag(for partner: FavoritesPartner) async throws -> String?
    /// Adopts every choice `partner` answered, except for sessions chosen here again since
    /// `pushed` was read (those go with the next exchange), and counts `pushed` as confirmed by
    /// it. When the answer is complete (every choice it holds, not what changed since the tag
    /// kept here), a choice it confirmed before and no longer has (another account, a server
    /// started afresh) is sent again. Keeps the answer's tag. Returns how many sessions came into
    /// or left My schedule here.
    ///
    /// A partner's word is not taken blindly: a removal dated more than
    /// `FavoritesAnswer.allowedSkew` after `time` is not believed, and an answer that would take
    /// most of My schedule out (`FavoritesAnswer.isLarge`) adopts nothing and throws
    /// `FavoritesRemovalHeldBack`, unless `acceptingRemovals` (the person said so).
    @discardableResult
    func adoptFavoriteChoices(_ answer: FavoriteChoiceSet, from partner: FavoritesPartner, pushed: [FavoriteChoice], at time: Date,
                              acceptingRemovals: Bool) async throws -> Int
    /// An exchange with `partner` found nothing to send or adopt: when it was, for "last synced".
    func noteFavoritesSynced(with partner: FavoritesPartner, at time: Date) async throws
}
