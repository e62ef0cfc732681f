import Foundation

/// How far the server's word on My schedule is trusted.
public enum FavoritesAnswer {
    /// A choice dated further ahead than this is a clock or a server gone wrong.
    public static let allowedSkew: TimeInterval = 300

    /// As a shrinking feed is judged (`ScheduleShrink.isLarge`): more than half of the favorites,
    /// and more than a handful. Another device taking a few out is ordinary (three devices
    /// interleaving their choices do it all the time); a server answering "every favorite
    /// removed" is not. A removal dated in the future is not believed at all.
    public static func isLarge(removing removed: Int, of favorites: Int) -> Bool {
        ScheduleShrink.isLarge(removing: removed, of: favorites)
    }
}
