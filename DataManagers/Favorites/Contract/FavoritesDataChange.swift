/// A kind of the person's own data that changed.
public enum FavoritesDataChange: Sendable, Hashable {
    /// My schedule: a session put in or taken out, here, by a sync partner, or by a feed's new version.
    case favorites
    /// What is hidden from every view.
    case hidden
    /// A sync partner's exchange finished (for "last synced with …").
    case sync
}
