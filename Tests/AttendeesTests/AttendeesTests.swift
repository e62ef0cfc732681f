import AttendeeDetailsContract
import AttendeesTesting
import Entities
import Foundation
import LoginContract
import ProfileContract
import TerminalUI
import TestHarness
import Testing
@testable import Attendees

/// Sixty listed attendees "Person 00" … "Person 59": more than a page of fifty.
enum Roster {
    static let attendees = (0..<60).map { index in
        Attendee(id: "p\(index)", name: String(format: "Person %02d", index), company: index % 2 == 0 ? "Engines" : nil,
                    role: index == 7 ? "Rosarian" : "Engineer")
    }
}

@MainActor
final class AttendeeDetailsBuilderSpy: AttendeeDetailsBuilding {
    var requests: [String] = []
    func makeAttendeeDetails(attendeeID: String) -> ViewController {
        requests.append(attendeeID)
        let screen = ViewController()
        screen.title = "Attendee \(attendeeID) (spy)"
        return screen
    }
}

@MainActor
final class ProfileBuilderSpy: ProfileBuilding {
    var delegates: [any ProfileDelegate] = []
    func makeProfile(delegate: any ProfileDelegate) -> ViewController {
        delegates.append(delegate)
        let screen = ViewController()
        screen.title = "Your profile (spy)"
        return screen
    }
}

@MainActor
final class LoginBuilderSpy: LoginBuilding {
    var delegates: [any LoginDelegate] = []
    func makeLogin(delegate: any LoginDelegate) -> ViewController {
        delegates.append(delegate)
        let screen = ViewController()
        screen.title = "Sign in (spy)"
        return screen
    }
}

@MainActor
struct AttendeesInteractorTests {
    final class Output: AttendeesInteractorOutput {
        var reads: [AttendeesRead] = []
        var signInNeeded = 0
        var signedOut = 0
        var failures: [(String, Bool)] = []
        func didLoad(_ read: AttendeesRead) { reads.append(read) }
        var unreachableSignIns = 0
        func needsSignIn(serverReachable: Bool) { if serverReachable { signInNeeded += 1 } else { unreachableSignIns += 1 } }
        func didSignOut() { signedOut += 1 }
        func didFail(_ message: String, offline: Bool) { failures.append((message, offline)) }
    }

    func make(_ server: ConferenceServerFake, cache: InMemoryAttendeeCache = InMemoryAttendeeCache()) -> (AttendeesInteractor, Output) {
        let interactor = AttendeesInteractor(server: server, cache: cache, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let output = Output()
        interactor.output = output
        return (interactor, output)
    }

    @Test func pagesFollowEachOtherAndANewerSearchWinsOverAnOlderOne() async {
        let server = ConferenceServerFake(attendees: Roster.attendees)
        let (interactor, output) = make(server)
        interactor.start()
        #expect(await eventually { output.reads.last?.attendees.count == 50 })
        #expect(output.reads.last?.hasMore == true)
        interactor.loadMore()
        interactor.loadMore()   // one page at a time
        #expect(await eventually { output.reads.last?.attendees.count == 60 })
        #expect(output.reads.last?.hasMore == false)
        #expect(server.requests.map(\.cursor) == [nil, "50"])

        server.delay(.milliseconds(200))
        interactor.search("ros")
        interactor.search("person 0")   // cancels "ros": its answer is never delivered
        #expect(await eventually { output.reads.last?.search == "person 0" })
        try? await Task.sleep(for: .milliseconds(300))
        #expect(!output.reads.contains { $0.search == "ros" })
        #expect(output.reads.last?.attendees.count == 10)
    }

    @Test func signedOutAsksForASignInAndOfflineShowsWhatWasSeen() async {
        let (signedOut, signedOutOutput) = make(ConferenceServerFake(attendees: Roster.attendees, signedIn: false))
        signedOut.start()
        #expect(await eventually { signedOutOutput.signInNeeded == 1 })
        let away = ConferenceServerFake(attendees: Roster.attendees, signedIn: false)
        away.fail(with: .unreachable("no answer"))
        let (awayInteractor, awayOutput) = make(away)
        awayInteractor.start()
        #expect(await eventually { awayOutput.unreachableSignIns == 1 })

        let cache = InMemoryAttendeeCache()
        let server = ConferenceServerFake(attendees: Roster.attendees)
        let (interactor, output) = make(server, cache: cache)
        interactor.search(nil)
        #expect(await eventually { output.reads.count == 1 })
        server.fail(with: .unreachable("no answer"))
        interactor.search(nil)
        #expect(await eventually { output.reads.count == 2 })
        #expect(output.reads.last?.seenAt == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(output.reads.last?.attendees.count == 50)
        interactor.search("never searched")
        #expect(await eventually { output.failures.count == 1 })
        #expect(output.failures.first?.1 == true)
    }

    @Test func signingOutForgetsTheTokenAndWhatWasSeen() async {
        let cache = InMemoryAttendeeCache()
        let server = ConferenceServerFake(attendees: Roster.attendees)
        let (interactor, output) = make(server, cache: cache)
        interactor.search(nil)
        #expect(await eventually { output.reads.count == 1 })
        interactor.signOut()
        #expect(await eventually { output.signedOut == 1 })
        #expect(await server.hasToken() == false)
        #expect(await cache.cachedPage(search: nil, cursor: nil) == nil)
    }
}

@MainActor
struct AttendeesViewTests {
    let details = AttendeeDetailsBuilderSpy()
    let login = LoginBuilderSpy()
    let profile = ProfileBuilderSpy()

    func show(_ server: ConferenceServerFake, size: Size = Size(width: 80, height: 24)) -> (Window, NavigationController, AttendeesViewController) {
        let screen = AttendeesBuilder(server: server, cache: InMemoryAttendeeCache(), login: login, attendeeDetails: details, profile: profile).makeAttendees() as! AttendeesViewController
        let navigation = NavigationController(rootViewController: screen)
        return (Snapshot.window(showing: navigation, size: size), navigation, screen)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, screen) = show(ConferenceServerFake(attendees: Roster.attendees))
        let presenter = screen.presenter as! AttendeesPresenter
        #expect(presenter.view === screen)
        #expect((presenter.router as! AttendeesRouter).viewController === screen)
        #expect((presenter.interactor as! AttendeesInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rowsShowNameAndRoleAndTypingSearches(size: Size) async {
        let (window, _, _) = show(ConferenceServerFake(attendees: Roster.attendees), size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("Person 00") })
        #expect(Snapshot.text(of: window).contains("Engineer · Engines"))
        window.handle(.character("/"))
        for character in "ros" { window.handle(.character(character)) }
        #expect(await eventually { !Snapshot.text(of: window).contains("Person 00") })
        let text = Snapshot.text(of: window)
        #expect(text.contains("search “ros”") && text.contains("Rosarian"), "\(text)")
        window.handle(.escape)
        #expect(await eventually { Snapshot.text(of: window).contains("Person 00") })
    }

    @Test func enterOpensAnAttendeeAndTheEndOfTheListLoadsTheNextPage() async {
        let server = ConferenceServerFake(attendees: Roster.attendees)
        let (window, navigation, _) = show(server)
        #expect(await eventually { Snapshot.text(of: window).contains("Person 00") })
        window.handle(.down)
        window.handle(.enter)
        #expect(details.requests == ["p1"])
        #expect(navigation.topViewController?.title == "Attendee p1 (spy)")
        _ = navigation.pop()
        window.handle(.end)
        #expect(await eventually { server.requests.count == 2 })
        // Once the page is in, the end of the list is the sixtieth.
        #expect(await eventually {
            window.handle(.end)
            return Snapshot.text(of: window).contains("Person 59")
        })
    }

    @Test func signedOutTheFormOpensOnceAndASignInLoadsTheDirectory() async {
        let server = ConferenceServerFake(attendees: Roster.attendees, signedIn: false)
        let (window, navigation, _) = show(server)
        #expect(await eventually { navigation.topViewController?.title == "Sign in (spy)" })
        _ = navigation.pop()
        #expect(Snapshot.text(of: window).contains("Sign in to see the attendees who chose to be listed: press l."))
        _ = try? await server.signIn(email: "ada@example.org", ticketCode: "GOOD-CODE")
        login.delegates.first?.loginDidSucceed(as: SignedInAttendee(name: "Ada Lovelace", expiresAt: .distantFuture))
        #expect(await eventually { Snapshot.text(of: window).contains("Person 00") })
        window.handle(.character("l"))   // asks first: Esc, or Enter on "Stay signed in", keeps the list
        #expect(Snapshot.text(of: window).contains("Sign out?") && Snapshot.text(of: window).contains("Stay signed in"), "\(Snapshot.text(of: window))")
        window.handle(.escape)
        #expect(!Snapshot.text(of: window).contains("Sign out?") && Snapshot.text(of: window).contains("Person 00"))
        #expect(await server.hasToken(), "l alone signs nobody out")
        window.handle(.character("l"))
        window.handle(.tab)                // to "Sign out"
        window.handle(.enter)
        #expect(await eventually { Snapshot.text(of: window).contains("Signed out. Press l to sign in again.") })
        window.handle(.character("l"))
        #expect(login.delegates.count == 2)
    }

    @Test func signedInEOpensYourProfileAndASaveReadsTheListAgain() async {
        let server = ConferenceServerFake(attendees: Roster.attendees)
        let (window, navigation, _) = show(server)
        #expect(await eventually { Snapshot.text(of: window).contains("Person 00") })
        let requests = server.requests.count
        window.handle(.character("e"))
        #expect(navigation.topViewController?.title == "Your profile (spy)")
        _ = navigation.pop()
        profile.delegates.first?.profileDidSave(MyProfile(name: "Ada Lovelace", visibility: .attendees))
        #expect(await eventually { server.requests.count == requests + 1 }, "the person may have just joined the list")
        window.handle(.character("l"))   // signed out, there is no profile of yours to open
        window.handle(.tab)
        window.handle(.enter)
        #expect(await eventually { Snapshot.text(of: window).contains("Signed out.") })
        window.handle(.character("e"))
        #expect(profile.delegates.count == 1)
    }

    @Test func theModuleIsReleasedWhenItGoes() async {
        var tracker = LeakTracker()
        do {
            let (window, _, screen) = show(ConferenceServerFake(attendees: Roster.attendees))
            let presenter = screen.presenter as! AttendeesPresenter
            tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Person 00") })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
    }
}
