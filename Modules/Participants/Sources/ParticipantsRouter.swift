import Entities
import Foundation
import LoginContract
import ParticipantDetailsContract
import PeopleDataContract
import ProfileContract
import TerminalUI

/// Wires the module (the static setup) and navigates: an attendee's details, or the sign-in
/// form, pushed on the tab's stack.
@MainActor
final class ParticipantsRouter: ParticipantsWireframe {
    weak var viewController: ViewController?
    private let participantDetails: any ParticipantDetailsBuilding
    private let login: any LoginBuilding
    private let profile: any ProfileBuilding
    /// Login's delegate: it hears about the sign-in and tells the Presenter.
    private var loginRelay: LoginRelay?
    /// Profile's delegate: it hears about a save and tells the Presenter.
    private var profileRelay: ProfileRelay?

    init(participantDetails: any ParticipantDetailsBuilding, login: any LoginBuilding, profile: any ProfileBuilding) {
        self.participantDetails = participantDetails
        self.login = login
        self.profile = profile
    }

    static func assembleModule(people: any PeopleServing, cache: any PeopleCaching, participantDetails: any ParticipantDetailsBuilding,
                               login: any LoginBuilding, profile: any ProfileBuilding) -> ParticipantsViewController {
        let router = ParticipantsRouter(participantDetails: participantDetails, login: login, profile: profile)
        let interactor = ParticipantsInteractor(people: people, cache: cache)
        let presenter = ParticipantsPresenter(interactor: interactor, router: router)
        let view = ParticipantsViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func presentParticipantDetails(for participantID: String) {
        viewController?.show(participantDetails.makeParticipantDetails(participantID: participantID))
    }

    func presentLogin(delegate: any ParticipantsLoginListener) {
        let relay = LoginRelay(listener: delegate)
        loginRelay = relay
        viewController?.show(login.makeLogin(delegate: relay))
    }

    func presentProfile(delegate: any ParticipantsProfileListener) {
        let relay = ProfileRelay(listener: delegate)
        profileRelay = relay
        viewController?.show(profile.makeProfile(delegate: relay))
    }
}

/// Profile's delegate for the People tab, passed on to the Presenter.
@MainActor
final class ProfileRelay: ProfileDelegate {
    private weak var listener: (any ParticipantsProfileListener)?

    init(listener: any ParticipantsProfileListener) {
        self.listener = listener
    }

    func profileDidSave(_ profile: MyProfile) {
        listener?.didSaveProfile()
    }
}

/// Login's delegate for the People tab: its contract's callback, passed on to the Presenter
/// (which keeps its own protocol, so it imports no other module's contract).
@MainActor
final class LoginRelay: LoginDelegate {
    private weak var listener: (any ParticipantsLoginListener)?

    init(listener: any ParticipantsLoginListener) {
        self.listener = listener
    }

    func loginDidSucceed(as attendee: SignedInAttendee) {
        listener?.didSignIn(as: attendee)
    }
}
