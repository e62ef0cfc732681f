import Entities
import Formatting
import Foundation

/// Decides what the form says: errors in place, beside the field to fix, in words a person can
/// act on; a sign-in leaves the form.
@MainActor
final class LoginPresenter: LoginPresentation, LoginInteractorOutput {
    weak var view: LoginView?
    let interactor: LoginUseCase
    let router: LoginWireframe

    init(interactor: LoginUseCase, router: LoginWireframe) {
        self.interactor = interactor
        self.router = router
    }

    private var intro: String {
        "Sign in to \(ServerName.of(interactor.address)) with the email your ticket was registered with and its ticket code, "
            + "to see the attendees who chose to be listed."
    }

    func viewDidLoad() {
        show(status: nil, error: false, focus: .email)
    }

    func didSubmit(email: String, ticketCode: String) {
        let email = email.trimmingCharacters(in: .whitespaces)
        guard email.contains("@"), email.count >= 3 else {
            return show(status: "Type the email your ticket was registered with.", error: true, focus: .email)
        }
        guard !ticketCode.trimmingCharacters(in: .whitespaces).isEmpty else {
            return show(status: "Type your ticket code (it is on your ticket).", error: true, focus: .ticketCode)
        }
        show(status: "Signing in…", error: false, focus: .ticketCode, busy: true)
        interactor.signIn(email: email, ticketCode: ticketCode)
    }

    func didSignIn(as attendee: SignedInAttendee) {
        router.finish(as: attendee)
    }

    func didFailToSignIn(_ reason: LoginFailure) {
        switch reason {
        case .notRecognised: show(status: "Email or ticket code not recognised.", error: true, focus: .ticketCode)
        case .tooManyAttempts(let seconds): show(status: "Too many attempts — try again in \(seconds) s.", error: true, focus: .ticketCode)
        case .unreachable: show(status: "Server unreachable: check the network and try again.", error: true, focus: .ticketCode)
        case .other(let message): show(status: message, error: true, focus: .ticketCode)
        }
    }

    private func show(status: String?, error: Bool, focus: LoginField, busy: Bool = false) {
        view?.show(LoginViewModel(intro: intro, status: status, statusIsError: error, focus: focus, isBusy: busy))
    }
}
