import Foundation

/// Keeping a session in My schedule, or taking it out. The person's own choice: no feed touches it.
public protocol FavoritesWriting: Sendable {
    func setFavorite(_ sessionID: String, _ isFavorite: Bool, at time: Date) async throws
}
