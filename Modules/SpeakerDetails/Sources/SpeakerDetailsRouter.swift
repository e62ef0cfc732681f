import AddressBookServiceContract
import ExternalOpenerContract
import Foundation
import HandOver
import ScheduleDataContract
import SessionDetailsContract
import SharedScreens
import TerminalUI

/// Leaves the screen: a session pushed on the tab's stack, a
/// link or a saved card handed to the external opener, a link copied; alerts over the screen.
@MainActor
final class SpeakerDetailsRouter: SpeakerDetailsWireframe, AlertRouting, HandingOver {
    weak var viewController: ViewController?
    private let sessionDetails: any SessionDetailsBuilding
    let handOver: HandOverKeeper

    init(sessionDetails: any SessionDetailsBuilding, opener: any ExternalOpening) {
        self.sessionDetails = sessionDetails
        handOver = HandOverKeeper(opener: opener)
    }

    func presentSessionDetails(for sessionID: String) {
        viewController?.show(sessionDetails.makeSessionDetails(sessionID: sessionID))
    }
}
