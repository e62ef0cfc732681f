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
final class SpeakerDetailsRouter: SpeakerDetailsWireframe {
    weak var viewController: ViewController?
    private let sessionDetails: any SessionDetailsBuilding
    private let opener: any ExternalOpening
    private var opening: Task<Void, Never>?

    init(sessionDetails: any SessionDetailsBuilding, opener: any ExternalOpening) {
        self.sessionDetails = sessionDetails
        self.opener = opener
    }

    isolated deinit { opening?.cancel() }

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

    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void) {
        opening = opener.handOver(url, otherwise: otherwise)
    }

    func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void) {
        opening = opener.handOver(file: file, otherwise: otherwise)
    }

    func showOffer(_ title: String, _ message: String, action: String, perform: @escaping @MainActor () -> Void) {
        viewController?.present(AlertController.offer(title: title, message: message, action: action, perform: perform))
    }

    func showProblem(_ title: String, _ message: String) {
        viewController?.present(AlertController.notice(title: title, message: message))
    }

    func share(_ link: URL) {
        ShareAlert.copy(link.absoluteString, from: viewController)
    }
}
