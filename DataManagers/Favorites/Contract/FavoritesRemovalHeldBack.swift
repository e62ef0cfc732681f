/// A sync partner's answer would take most of My schedule out: nothing of it was adopted.
public struct FavoritesRemovalHeldBack: Error, Sendable, Hashable, CustomStringConvertible {
    public let removing: Int
    public let favorites: Int
    /// Who answered ("podium-server", "pretalx").
    public let partner: String

    public init(removing: Int, favorites: Int, partner: String) {
        self.removing = removing
        self.favorites = favorites
        self.partner = partner
    }

    public var description: String {
        "held back: \(partner)'s answer would take \(removing) of your \(favorites) favorites out of My schedule; nothing was changed. "
            + "If you removed them elsewhere, apply it with podium sync --once --accept-shrink (A in the app)"
    }
}
