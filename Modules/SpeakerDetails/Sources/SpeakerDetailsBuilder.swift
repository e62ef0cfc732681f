import AddressBookServiceContract
import ExternalOpenerContract
import Foundation
import ScheduleDataContract
import SessionDetailsContract
import SpeakerDetailsContract
import TerminalUI

/// The module's one public type: the composition root builds it with what the module needs.
public struct SpeakerDetailsBuilder: SpeakerDetailsBuilding {
    private let schedule: any ScheduleReading
    private let contacts: any ContactExporting
    private let opener: any ExternalOpening
    private let sessionDetails: any SessionDetailsBuilding

    public init(schedule: any ScheduleReading, contacts: any ContactExporting, opener: any ExternalOpening,
                sessionDetails: any SessionDetailsBuilding) {
        self.schedule = schedule
        self.contacts = contacts
        self.opener = opener
        self.sessionDetails = sessionDetails
    }

    public func makeSpeakerDetails(speakerID: String) -> ViewController {
        SpeakerDetailsRouter.assembleModule(speakerID: speakerID, schedule: schedule, contacts: contacts, opener: opener,
                                            sessionDetails: sessionDetails)
    }
}
