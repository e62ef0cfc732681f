import CalendarServiceContract
import ExternalOpenerContract
import Foundation
import ScheduleDataContract
import SpeakerDetailsContract
import Styleguide
import TerminalUI

/// Wires the module (the static setup), opens a speaker on the tab's stack, and leaves it: a
/// link or a calendar file goes to the external-opener service; alerts go over the screen.
@MainActor
final class SessionDetailsRouter: SessionDetailsWireframe {
    weak var viewController: ViewController?
    private let opener: any ExternalOpening
    private let speakerDetails: any SpeakerDetailsBuilding
    private var opening: Task<Void, Never>?

    init(opener: any ExternalOpening, speakerDetails: any SpeakerDetailsBuilding) {
        self.opener = opener
        self.speakerDetails = speakerDetails
    }

    isolated deinit { opening?.cancel() }

    static func assembleModule(sessionID: String, schedule: any ScheduleReading, favorites: any FavoritesWriting,
                               calendar: any CalendarExporting, opener: any ExternalOpening, speakerDetails: any SpeakerDetailsBuilding,
                               localTimeZone: TimeZone, now: @escaping @Sendable () -> Date) -> SessionDetailsViewController {
        let router = SessionDetailsRouter(opener: opener, speakerDetails: speakerDetails)
        let interactor = SessionDetailsInteractor(sessionID: sessionID, schedule: schedule, favorites: favorites, calendar: calendar, now: now)
        let presenter = SessionDetailsPresenter(interactor: interactor, router: router, localTimeZone: localTimeZone)
        let view = SessionDetailsViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func presentSpeakerDetails(_ speakerID: String) {
        viewController?.show(speakerDetails.makeSpeakerDetails(speakerID: speakerID))
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
