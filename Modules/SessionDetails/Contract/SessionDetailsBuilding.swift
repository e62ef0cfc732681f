import TerminalUI

/// Builds the Session details module for one session.
@MainActor
public protocol SessionDetailsBuilding {
    func makeSessionDetails(sessionID: String) -> ViewController
}
