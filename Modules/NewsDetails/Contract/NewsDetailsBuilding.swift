import TerminalUI

/// Builds the News details module for one news item.
@MainActor
public protocol NewsDetailsBuilding {
    func makeNewsDetails(itemID: String) -> ViewController
}
