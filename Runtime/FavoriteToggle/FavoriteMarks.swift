/// The ★ a screen shows, as its Presenter holds them: flipped at once when the person stars,
/// replaced by the store's word when it comes, put back when saving failed. Every screen that
/// stars (Agenda, Grid, Now & next, a session's page) holds its marks in one of these, and its
/// Interactor saves through a `FavoriteSaver`: the toggle is written once.
public struct FavoriteMarks: Sendable, Hashable {
    public private(set) var ids: Set<String>

    public init(_ ids: Set<String> = []) {
        self.ids = ids
    }

    public func contains(_ sessionID: String) -> Bool { ids.contains(sessionID) }

    /// Flips a session's mark at once; returns whether it is now a favorite (what to save).
    public mutating func toggle(_ sessionID: String) -> Bool {
        ids.formSymmetricDifference([sessionID])
        return ids.contains(sessionID)
    }

    /// The store's word; true when it changes what is shown.
    public mutating func load(_ ids: Set<String>) -> Bool {
        guard ids != self.ids else { return false }
        self.ids = ids
        return true
    }

    /// Saving `wanted` failed: the mark is as it was before the key.
    public mutating func revert(_ sessionID: String, wanted: Bool) {
        if wanted { ids.remove(sessionID) } else { ids.insert(sessionID) }
    }

    /// What a screen says when saving failed.
    public static func failureTitle(wanted: Bool) -> String {
        wanted ? "Not added to My schedule" : "Not removed from My schedule"
    }
}
