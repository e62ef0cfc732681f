import AddressBookServiceContract
import ExternalOpenerContract
import Foundation
import ParticipantDetailsContract
import PeopleDataContract
import TerminalUI

/// The module's one public type: the composition root builds it with what the module needs.
public struct ParticipantDetailsBuilder: ParticipantDetailsBuilding {
    private let people: any PeopleServing
    private let cache: any PeopleCaching
    private let contacts: any ContactExporting
    private let opener: any ExternalOpening

    public init(people: any PeopleServing, cache: any PeopleCaching, contacts: any ContactExporting, opener: any ExternalOpening) {
        self.people = people
        self.cache = cache
        self.contacts = contacts
        self.opener = opener
    }

    public func makeParticipantDetails(participantID: String) -> ViewController {
        ParticipantDetailsRouter.assembleModule(participantID: participantID, people: people, cache: cache, contacts: contacts, opener: opener)
    }
}
