import SessionDetailsContract
import SharedRouting
import TerminalUI

/// Pushes a session's details on the tab's stack (SessionRouting); alerts over the screen.
@MainActor
final class MyScheduleRouter: MyScheduleWireframe, SessionRouting {
    weak var viewController: ViewController?
    let sessionDetails: any SessionDetailsBuilding

    init(sessionDetails: any SessionDetailsBuilding) {
        self.sessionDetails = sessionDetails
    }
}
