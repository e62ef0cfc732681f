import CalendarServiceContract
import ExternalOpenerContract
import Foundation
import HandOver
import ScheduleDataContract
import SharedScreens
import SpeakerDetailsContract
import TerminalUI

/// Opens a speaker on the tab's stack, and leaves the screen: a
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

    func presentSpeakerDetails(_ speakerID: String) {
        viewController?.show(speakerDetails.makeSpeakerDetails(speakerID: speakerID))
    }
}
