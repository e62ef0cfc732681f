import SessionDetailsContract
import SharedScreens
import TerminalUI

/// A Router that opens a session's page: conforming gives it the Wireframe's
/// `presentSessionDetails`, pushed on the tab's stack, alike on every screen that lists sessions.
@MainActor
public protocol SessionRouting: AlertRouting {
    var sessionDetails: any SessionDetailsBuilding { get }
}

extension SessionRouting {
    public func presentSessionDetails(_ sessionID: String) {
        viewController?.show(sessionDetails.makeSessionDetails(sessionID: sessionID))
    }
}
