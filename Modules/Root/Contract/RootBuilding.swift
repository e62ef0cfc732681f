import TerminalUI

/// Builds the Root module: the tab bar with every screen module and the sync status line.
@MainActor
public protocol RootBuilding {
    func makeRoot() -> ViewController
}

/// One tab: its title, the key that chooses it, and how to build its screen (another module's
/// builder, through that module's contract). The composition root lists them; Root knows no
/// screen module.
public struct RootTab {
    public let title: String
    public let key: Character
    public let makeScreen: @MainActor () -> ViewController

    public init(_ title: String, key: Character, screen makeScreen: @escaping @MainActor () -> ViewController) {
        self.title = title
        self.key = key
        self.makeScreen = makeScreen
    }
}
