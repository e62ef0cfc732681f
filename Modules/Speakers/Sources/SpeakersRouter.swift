import Foundation
import ScheduleDataContract
import SharedScreens
import SpeakerDetailsContract
import TerminalUI

/// Pushes a speaker's details on the tab's stack.
@MainActor
final class SpeakersRouter: SpeakersWireframe, AlertRouting {
    weak var viewController: ViewController?
    private let speakerDetails: any SpeakerDetailsBuilding

    init(speakerDetails: any SpeakerDetailsBuilding) {
        self.speakerDetails = speakerDetails
    }

    func presentSpeakerDetails(for speakerID: String) {
        viewController?.show(speakerDetails.makeSpeakerDetails(speakerID: speakerID))
    }
}
