/// What a tab bar shows for a screen: its title, and the key that chooses it.
public struct TabBarItem: Hashable, Sendable {
    public var title: String
    /// nil: the tab's position (1–9).
    public var key: Character?

    public init(title: String, key: Character? = nil) {
        self.title = title
        self.key = key
    }
}
