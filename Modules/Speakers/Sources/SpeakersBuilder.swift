import Foundation
import ScheduleDataContract
import SpeakerDetailsContract
import SpeakersContract
import TerminalUI

/// The module's one public type: the composition root builds it with what the module needs.
public struct SpeakersBuilder: SpeakersBuilding {
    private let schedule: any ScheduleReading
    private let speakerDetails: any SpeakerDetailsBuilding

    public init(schedule: any ScheduleReading, speakerDetails: any SpeakerDetailsBuilding) {
        self.schedule = schedule
        self.speakerDetails = speakerDetails
    }

    public func makeSpeakers() -> ViewController {
        SpeakersRouter.assembleModule(schedule: schedule, speakerDetails: speakerDetails)
    }
}
