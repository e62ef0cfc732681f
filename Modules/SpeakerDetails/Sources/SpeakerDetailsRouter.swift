import AddressBookServiceContract
import ExternalOpenerContract
import Foundation
import ScheduleDataContract
import SessionDetailsContract
import Styleguide
import TerminalUI

/// Wires the module (the static setup) and leaves it: a session pushed on the tab's stack, a
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

    static func assembleModule(speakerID: String, schedule: any ScheduleReading, contacts: any ContactExporting,
                               opener: any ExternalOpening, sessionDetails: any SessionDetailsBuilding) -> SpeakerDetailsViewController {
        let router = SpeakerDetailsRouter(sessionDetails: sessionDetails, opener: opener)
        let interactor = SpeakerDetailsInteractor(speakerID: speakerID, schedule: schedule, contacts: contacts)
        let presenter = SpeakerDetailsPresenter(interactor: interactor, router: router)
        let view = SpeakerDetailsViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func presentSessionDetails(for sessionID: String) {
        viewController?.show(sessionDetails.makeSessionDetails(sessionID: sessionID))
    }
}
