import Foundation
import ScheduleDataContract
import SessionDetailsContract
import SharedScreens
import TerminalUI

/// Pushes a session's details on the tab's stack.
@MainActor
final class MyScheduleRouter: MyScheduleWireframe, AlertRouting {
    weak var viewController: ViewController?
    private let sessionDetails: any SessionDetailsBuilding

    init(sessionDetails: any SessionDetailsBuilding) {
        self.sessionDetails = sessionDetails
    }

    func presentSessionDetails(_ sessionID: String) {
        viewController?.show(sessionDetails.makeSessionDetails(sessionID: sessionID))
    }
}
