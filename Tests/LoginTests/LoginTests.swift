import AttendeesTesting
import Entities
import Foundation
import LoginContract
import TerminalUI
import TestHarness
import Testing
@testable import Login

@MainActor
final class LoginDelegateSpy: LoginDelegate {
    var signedIn: [SignedInAttendee] = []
    func loginDidSucceed(as attendee: SignedInAttendee) { signedIn.append(attendee) }
}

@MainActor
final class LoginOutputSpy: LoginInteractorOutput {
    var attendees: [SignedInAttendee] = []
    var failures: [LoginFailure] = []
    func didSignIn(as attendee: SignedInAttendee) { attendees.append(attendee) }
    func didFailToSignIn(_ reason: LoginFailure) { failures.append(reason) }
}

@MainActor
final class LoginUseCaseSpy: LoginUseCase {
    var address = URL(string: "http://127.0.0.1:8080")!
    var attempts: [(String, String)] = []
    func signIn(email: String, ticketCode: String) { attempts.append((email, ticketCode)) }
}

@MainActor
final class LoginWireframeSpy: LoginWireframe {
    var finished: [SignedInAttendee] = []
    func finish(as attendee: SignedInAttendee) { finished.append(attendee) }
}

@MainActor
final class LoginViewSpy: LoginView {
    var models: [LoginViewModel] = []
    func show(_ model: LoginViewModel) { models.append(model) }
}

extension Window {
    func type(_ text: String) { for character in text { handle(.character(character)) } }
}

@MainActor
struct LoginInteractorTests {
    func run(_ server: ConferenceServerFake, code: String) async -> LoginOutputSpy {
        let interactor = LoginInteractor(server: server)
        let output = LoginOutputSpy()
        interactor.output = output
        interactor.signIn(email: "ada@example.org", ticketCode: code)
        _ = await eventually { !output.attendees.isEmpty || !output.failures.isEmpty }
        return output
    }

    @Test func eachAnswerOfTheServerBecomesItsOwnFailureOrASignIn() async {
        #expect(await run(ConferenceServerFake(), code: "GOOD-CODE").attendees.map(\.name) == ["Ada Lovelace"])
        #expect(await run(ConferenceServerFake(), code: "BAD").failures == [.notRecognised])
        let limited = ConferenceServerFake()
        limited.fail(with: .tooManyAttempts(retryAfterSeconds: 40))
        #expect(await run(limited, code: "GOOD-CODE").failures == [.tooManyAttempts(seconds: 40)])
        let away = ConferenceServerFake()
        away.fail(with: .unreachable("no answer"))
        #expect(await run(away, code: "GOOD-CODE").failures == [.unreachable])
        #expect(LoginInteractor(server: away).address == away.address)
    }
}

@MainActor
struct LoginPresenterTests {
    func presenter() -> (LoginPresenter, LoginUseCaseSpy, LoginWireframeSpy, LoginViewSpy) {
        let (interactor, router, view) = (LoginUseCaseSpy(), LoginWireframeSpy(), LoginViewSpy())
        let presenter = LoginPresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, interactor, router, view)
    }

    @Test func emptyFieldsAreSaidBesideTheFieldToFixAndNothingIsSent() {
        let (presenter, interactor, _, view) = presenter()
        presenter.viewDidLoad()
        #expect(view.models.last?.intro.hasPrefix("Sign in to 127.0.0.1:8080 with the email") == true)
        presenter.didSubmit(email: "ada", ticketCode: "X")
        #expect(view.models.last?.status == "Type the email your ticket was registered with." && view.models.last?.focus == .email)
        presenter.didSubmit(email: "ada@example.org", ticketCode: "  ")
        #expect(view.models.last?.status == "Type your ticket code (it is on your ticket)." && view.models.last?.focus == .ticketCode)
        #expect(interactor.attempts.isEmpty)
        presenter.didSubmit(email: " ada@example.org ", ticketCode: "GOOD-CODE")
        #expect(interactor.attempts.first?.0 == "ada@example.org")
        #expect(view.models.last?.status == "Signing in…" && view.models.last?.isBusy == true)
    }

    @Test func failuresAreSaidInPlaceAndASignInLeaves() {
        let (presenter, _, router, view) = presenter()
        presenter.didFailToSignIn(.notRecognised)
        #expect(view.models.last?.status == "Email or ticket code not recognised." && view.models.last?.statusIsError == true)
        presenter.didFailToSignIn(.tooManyAttempts(seconds: 40))
        #expect(view.models.last?.status == "Too many attempts — try again in 40 s.")
        presenter.didFailToSignIn(.unreachable)
        #expect(view.models.last?.status == "Server unreachable: check the network and try again.")
        presenter.didSignIn(as: SignedInAttendee(name: "Ada", expiresAt: .distantFuture))
        #expect(router.finished.map(\.name) == ["Ada"])
    }
}

@MainActor
struct LoginRouterAndViewTests {
    func show(_ server: ConferenceServerFake = ConferenceServerFake(), delegate: LoginDelegateSpy, size: Size = Size(width: 80, height: 24))
        -> (Window, NavigationController, LoginViewController) {
        let login = LoginBuilder(server: server).makeLogin(delegate: delegate) as! LoginViewController
        let (window, navigation) = showPushed(login, size: size)
        return (window, navigation, login)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, login) = show(delegate: LoginDelegateSpy())
        let presenter = login.presenter as! LoginPresenter
        #expect(presenter.view === login)
        #expect((presenter.router as! LoginRouter).viewController === login)
        #expect((presenter.interactor as! LoginInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func aWrongCodeIsSaidInPlaceAndTheRightOneSignsInAndLeaves(size: Size) async {
        let delegate = LoginDelegateSpy()
        let (window, navigation, login) = show(delegate: delegate, size: size)
        #expect(Snapshot.text(of: window).contains("Sign in to 127.0.0.1:8080"))
        window.type("ada@example.org")
        window.handle(.enter)
        window.type("WRONG")
        #expect(Snapshot.text(of: window).contains("•••••"))
        #expect(!Snapshot.text(of: window).contains("WRONG"), "the code is never shown")
        window.handle(.enter)
        #expect(await eventually { Snapshot.text(of: window).contains("Email or ticket code not recognised.") })
        for _ in 0..<5 { window.handle(.backspace) }
        window.type("GOOD-CODE")
        window.handle(.enter)
        #expect(await eventually { delegate.signedIn.map(\.name) == ["Ada Lovelace"] })
        #expect(navigation.topViewController !== login)
    }

    @Test func theModuleIsReleasedWhenItLeaves() async {
        var tracker = LeakTracker()
        let delegate = LoginDelegateSpy()
        do {
            let (window, navigation, login) = show(delegate: delegate)
            let presenter = login.presenter as! LoginPresenter
            tracker.trackModule(view: login, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            _ = Snapshot.text(of: window)
            _ = navigation.pop()
            _ = Snapshot.text(of: window)
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
    }
}
