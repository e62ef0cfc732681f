import FavoritesDataContract
import Foundation

/// Saves a star as the Interactor of every screen that stars does: the choice with the time it
/// was made, in the background, the failure said back. A save is never cancelled when the screen
/// goes away: a pick made just before leaving still lands.
@MainActor
public final class FavoriteSaver {
    private let favorites: any FavoritesWriting
    private let now: @Sendable () -> Date

    public init(favorites: any FavoritesWriting, now: @escaping @Sendable () -> Date) {
        self.favorites = favorites
        self.now = now
    }

    /// Saves the choice; `failed` hears why it could not be (on the main actor).
    public func save(_ sessionID: String, _ isFavorite: Bool, failed: @escaping @MainActor (_ message: String) -> Void) {
        let (favorites, time) = (favorites, now())
        Task {
            do {
                try await favorites.setFavorite(sessionID, isFavorite, at: time)
            } catch {
                failed("\(error)")
            }
        }
    }
}
