/// What a tab bar shows for a screen: its title, a badge after it ("News (3)"), and the key
/// that chooses it.
public struct TabBarItem: Hashable, Sendable {
    public var title: String
    /// nil: the tab's position (1–9).
    public var key: Character?
    /// A short count or mark shown after the title, like UIKit's `badgeValue`; nil shows none.
    public var badge: String?

    public init(title: String, key: Character? = nil, badge: String? = nil) {
        self.title = title
        self.key = key
        self.badge = badge
    }
}
