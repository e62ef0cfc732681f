import TerminalUI

/// Builds the Grid module: a conference day as rooms side by side and time running down.
@MainActor
public protocol GridBuilding {
    func makeGrid() -> ViewController
}
