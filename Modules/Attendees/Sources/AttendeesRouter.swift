import AttendeeDetailsContract
import AttendeesDataContract
import Entities
import Foundation
import LoginContract
import ProfileContract
import SharedScreens
import TerminalUI

/// Navigates: an attendee's details, or the sign-in
/// form, pushed on the tab's stack.
@MainActor
final class AttendeesRouter: AttendeesWireframe, AlertRouting {
    weak var viewController: ViewController?
    private let attendeeDetails: any AttendeeDetailsBuilding
    private let login: any LoginBuilding
    private let profile: any ProfileBuilding
    /// Login's delegate: it hears about the sign-in and tells the Presenter.
    private var loginRelay: LoginRelay?
    /// Profile's delegate: it hears about a save and tells the Presenter.
    private var profileRelay: ProfileRelay?

    init(attendeeDetails: any AttendeeDetailsBuilding, login: any LoginBuilding, profile: any ProfileBuilding) {
        self.attendeeDetails = attendeeDetails
        self.login = login
        self.profile = profile
    }

    func presentAttendeeDetails(for attendeeID: String) {
        viewController?.show(attendeeDetails.makeAttendeeDetails(attendeeID: attendeeID))
    }

    func presentLogin(delegate: any AttendeesLoginListener) {
        let relay = LoginRelay(listener: delegate)
        loginRelay = relay
        viewController?.show(login.makeLogin(delegate: relay))
    }

    func confirmSignOut(_ signOut: @escaping @MainActor () -> Void) {
        confirm("Sign out?", "The attendees list and My schedule's sync with the conference's server stop until you sign in again.",
                keep: "Stay signed in", proceed: "Sign out", perform: signOut)
    }

    func presentProfile(delegate: any AttendeesProfileListener) {
        let relay = ProfileRelay(listener: delegate)
        profileRelay = relay
        viewController?.show(profile.makeProfile(delegate: relay))
    }
}

/// Profile's delegate for the Attendees tab, passed on to the Presenter.
@MainActor
final class ProfileRelay: ProfileDelegate {
    private weak var listener: (any AttendeesProfileListener)?

    init(listener: any AttendeesProfileListener) {
        self.listener = listener
    }

    func profileDidSave(_ profile: MyProfile) {
        listener?.didSaveProfile()
    }
}

/// Login's delegate for the Attendees tab: its contract's callback, passed on to the Presenter
/// (which keeps its own protocol, so it imports no other module's contract).
@MainActor
final class LoginRelay: LoginDelegate {
    private weak var listener: (any AttendeesLoginListener)?

    init(listener: any AttendeesLoginListener) {
        self.listener = listener
    }

    func loginDidSucceed(as attendee: SignedInAttendee) {
        listener?.didSignIn(as: attendee)
    }
}
