import Foundation
import ScheduleDataContract
import SpeakerDetailsContract
import Styleguide
import TerminalUI

/// Wires the module (the static setup) and pushes a speaker's details on the tab's stack.
@MainActor
final class SpeakersRouter: SpeakersWireframe, AlertRouting {
    weak var viewController: ViewController?
    private let speakerDetails: any SpeakerDetailsBuilding

    init(speakerDetails: any SpeakerDetailsBuilding) {
        self.speakerDetails = speakerDetails
    }

    static func assembleModule(schedule: any ScheduleReading, speakerDetails: any SpeakerDetailsBuilding) -> SpeakersViewController {
        let router = SpeakersRouter(speakerDetails: speakerDetails)
        let interactor = SpeakersInteractor(schedule: schedule)
        let presenter = SpeakersPresenter(interactor: interactor, router: router)
        let view = SpeakersViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func presentSpeakerDetails(for speakerID: String) {
        viewController?.show(speakerDetails.makeSpeakerDetails(speakerID: speakerID))
    }
}
