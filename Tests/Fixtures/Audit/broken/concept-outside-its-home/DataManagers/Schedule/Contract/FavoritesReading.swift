// The schedule's family keeping favorites again: the concept lives in DataManagers/Favorites.
public protocol FavoritesReading: Sendable {
    func favoriteSessionIDs() async throws -> Set<String>
}
