import TerminalUI

/// Builds the Root module: the tab bar with every screen module and the sync status line.
@MainActor
public protocol RootBuilding {
    func makeRoot() -> ViewController
}
