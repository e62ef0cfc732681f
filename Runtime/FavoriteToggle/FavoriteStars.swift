import FavoritesDataContract
import Foundation
import LiveData

/// The ★ as the Interactor of a screen that lists and stars sessions keeps them: read now and
/// again after every change of My schedule, and a star saved through a `FavoriteSaver`.
@MainActor
public final class FavoriteStars {
    private let favorites: any FavoritesReading & FavoritesWriting
    private let saver: FavoriteSaver
    private var marks: LiveRead?

    public init(favorites: any FavoritesReading & FavoritesWriting, now: @escaping @Sendable () -> Date) {
        self.favorites = favorites
        saver = FavoriteSaver(favorites: favorites, now: now)
    }

    /// The ids in My schedule now and after every change, to `deliver`; why not, to `failed`.
    public func start(deliver: @escaping @MainActor (Set<String>) -> Void, failed: @escaping @MainActor (_ message: String) -> Void) {
        let favorites = favorites
        marks = favorites.live(on: [.favorites], read: { try await favorites.favoriteSessionIDs() },
                               deliver: deliver, failed: { failed("cannot read My schedule: \($0)") })
    }

    public func save(_ sessionID: String, _ isFavorite: Bool, failed: @escaping @MainActor (_ message: String) -> Void) {
        saver.save(sessionID, isFavorite, failed: failed)
    }
}
