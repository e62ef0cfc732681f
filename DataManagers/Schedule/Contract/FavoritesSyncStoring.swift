import Entities
import Foundation

/// My schedule's side of keeping favorites the same on every device: the synchronizer sends the
/// choices made here and adopts the server's answer. The person's choices made here since are
/// never overwritten by an answer that does not know them.
public protocol FavoritesSyncStoring: Sendable {
    /// Choices made here that the server has not confirmed yet (every one, the first time).
    func pendingFavoriteChoices() async throws -> [FavoriteChoice]
    /// Adopts every choice the server holds, except for sessions chosen here again since
    /// `pushed` was read (those go with the next sync). A choice confirmed here before that the
    /// server no longer has (another account, a server started afresh) is sent again. Keeps
    /// `tag` for the next conditional read. Returns how many sessions came into or left My
    /// schedule here.
    @discardableResult
    func adoptFavoriteChoices(_ choices: [FavoriteChoice], tag: String?, pushed: [FavoriteChoice]) async throws -> Int
    /// The tag of the server's set last adopted, for a conditional read.
    func favoritesSyncTag() async throws -> String?
}
