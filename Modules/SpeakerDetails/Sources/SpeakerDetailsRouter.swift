import AddressBookServiceContract
import ExternalOpenerContract
import Foundation
import HandOver
import ScheduleDataContract
import SessionDetailsContract
import SharedRouting
import TerminalUI

/// Leaves the screen: a session pushed on the tab's stack (SessionRouting), a
/// link or a saved card handed to the external opener, a link copied; alerts over the screen.
@MainActor
final class SpeakerDetailsRouter: SpeakerDetailsWireframe, SessionRouting, HandingOver {
    weak var viewController: ViewController?
    let sessionDetails: any SessionDetailsBuilding
    let handOver: HandOverKeeper

    init(sessionDetails: any SessionDetailsBuilding, opener: any ExternalOpening) {
        self.sessionDetails = sessionDetails
        handOver = HandOverKeeper(opener: opener)
    }
}
