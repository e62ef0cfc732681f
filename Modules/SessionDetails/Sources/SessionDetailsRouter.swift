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
final class SessionDetailsRouter: SessionDetailsWireframe, AlertRouting, HandingOver {
    weak var viewController: ViewController?
    let handOver: HandOverKeeper
    private let speakerDetails: any SpeakerDetailsBuilding

    init(opener: any ExternalOpening, speakerDetails: any SpeakerDetailsBuilding) {
        handOver = HandOverKeeper(opener: opener)
        self.speakerDetails = speakerDetails
    }

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
}
