import Entities
import Foundation

// The in-module contract of Login: every protocol between its View, Presenter, Interactor and
// Router, declared before any of them.

enum LoginField: Equatable {
    case email
    case ticketCode
}

struct LoginViewModel: Equatable {
    /// "Sign in to 127.0.0.1:8080 to see the attendees who chose to be listed."
    let intro: String
    /// Said in place, under the fields: what went wrong, or "Signing in…".
    let status: String?
    let statusIsError: Bool
    /// Where the cursor goes (the field to fix).
    let focus: LoginField
    let isBusy: Bool
}

@MainActor
protocol LoginView: AnyObject {
    func show(_ model: LoginViewModel)
}

@MainActor
protocol LoginPresentation: AnyObject {
    func viewDidLoad()
    /// Enter in the ticket-code field (or in the email field with a code typed).
    func didSubmit(email: String, ticketCode: String)
}

@MainActor
protocol LoginUseCase: AnyObject {
    /// The server signed in to (the intro names it).
    var address: URL { get }
    func signIn(email: String, ticketCode: String)
}

@MainActor
protocol LoginInteractorOutput: AnyObject {
    func didSignIn(as attendee: SignedInAttendee)
    func didFailToSignIn(_ reason: LoginFailure)
}

enum LoginFailure: Error, Equatable {
    case notRecognised
    case tooManyAttempts(seconds: Int)
    case unreachable
    case other(String)
}

@MainActor
protocol LoginWireframe: AnyObject {
    /// Leaves the form and tells the module that opened it.
    func finish(as attendee: SignedInAttendee)
}
