import TerminalUI

/// Builds the News module.
@MainActor
public protocol NewsBuilding {
    func makeNews() -> ViewController
}
