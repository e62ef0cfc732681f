import Foundation
import LoginContract
import ParticipantDetailsContract
import ParticipantsContract
import PeopleDataContract
import ProfileContract
import TerminalUI

/// The module's one public type: the composition root builds it with what the module needs.
public struct ParticipantsBuilder: ParticipantsBuilding {
    private let people: any PeopleServing
    private let cache: any PeopleCaching
    private let participantDetails: any ParticipantDetailsBuilding
    private let login: any LoginBuilding
    private let profile: any ProfileBuilding

    public init(people: any PeopleServing, cache: any PeopleCaching, login: any LoginBuilding, participantDetails: any ParticipantDetailsBuilding,
                profile: any ProfileBuilding) {
        self.people = people
        self.cache = cache
        self.participantDetails = participantDetails
        self.login = login
        self.profile = profile
    }

    public func makeParticipants() -> ViewController {
        ParticipantsRouter.assembleModule(people: people, cache: cache, participantDetails: participantDetails, login: login, profile: profile)
    }
}
