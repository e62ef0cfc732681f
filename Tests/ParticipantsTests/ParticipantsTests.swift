import Entities
import Foundation
import LoginContract
import ProfileContract
import ParticipantDetailsContract
import TerminalUI
import Testing
import TestSupport
@testable import Participants

/// Sixty listed attendees "Person 00" … "Person 59": more than a page of fifty.
enum Directory {
    static let people = (0..<60).map { index in
        Participant(id: "p\(index)", name: String(format: "Person %02d", index), company: index % 2 == 0 ? "Engines" : nil,
                    role: index == 7 ? "Rosarian" : "Engineer")
    }
}

@MainActor
final class ParticipantDetailsBuilderSpy: ParticipantDetailsBuilding {
    var requests: [String] = []
    func makeParticipantDetails(participantID: String) -> ViewController {
        requests.append(participantID)
        let screen = ViewController()
        screen.title = "Attendee \(participantID) (spy)"
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
struct ParticipantsInteractorTests {
    final class Output: ParticipantsInteractorOutput {
        var reads: [ParticipantsRead] = []
        var signInNeeded = 0
        var signedOut = 0
        var failures: [(String, Bool)] = []
        func didLoad(_ read: ParticipantsRead) { reads.append(read) }
        var unreachableSignIns = 0
        func needsSignIn(serverReachable: Bool) { if serverReachable { signInNeeded += 1 } else { unreachableSignIns += 1 } }
        func didSignOut() { signedOut += 1 }
        func didFail(_ message: String, offline: Bool) { failures.append((message, offline)) }
    }

    func make(_ server: PeopleServerFake, cache: InMemoryPeopleCache = InMemoryPeopleCache()) -> (ParticipantsInteractor, Output) {
        let interactor = ParticipantsInteractor(people: server, cache: cache, now: { Date(timeIntervalSince1970: 1_800_000_000) })
        let output = Output()
        interactor.output = output
        return (interactor, output)
    }

    @Test func pagesFollowEachOtherAndANewerSearchWinsOverAnOlderOne() async {
        let server = PeopleServerFake(people: Directory.people)
        let (interactor, output) = make(server)
        interactor.start()
        #expect(await eventually { output.reads.last?.participants.count == 50 })
        #expect(output.reads.last?.hasMore == true)
        interactor.loadMore()
        interactor.loadMore()   // one page at a time
        #expect(await eventually { output.reads.last?.participants.count == 60 })
        #expect(output.reads.last?.hasMore == false)
        #expect(server.requests.map(\.cursor) == [nil, "50"])

        server.delay(.milliseconds(200))
        interactor.search("ros")
        interactor.search("person 0")   // cancels "ros": its answer is never delivered
        #expect(await eventually { output.reads.last?.search == "person 0" })
        try? await Task.sleep(for: .milliseconds(300))
        #expect(!output.reads.contains { $0.search == "ros" })
        #expect(output.reads.last?.participants.count == 10)
    }

    @Test func signedOutAsksForASignInAndOfflineShowsWhatWasSeen() async {
        let (signedOut, signedOutOutput) = make(PeopleServerFake(people: Directory.people, signedIn: false))
        signedOut.start()
        #expect(await eventually { signedOutOutput.signInNeeded == 1 })
        let away = PeopleServerFake(people: Directory.people, signedIn: false)
        away.fail(with: .unreachable("no answer"))
        let (awayInteractor, awayOutput) = make(away)
        awayInteractor.start()
        #expect(await eventually { awayOutput.unreachableSignIns == 1 })

        let cache = InMemoryPeopleCache()
        let server = PeopleServerFake(people: Directory.people)
        let (interactor, output) = make(server, cache: cache)
        interactor.search(nil)
        #expect(await eventually { output.reads.count == 1 })
        server.fail(with: .unreachable("no answer"))
        interactor.search(nil)
        #expect(await eventually { output.reads.count == 2 })
        #expect(output.reads.last?.seenAt == Date(timeIntervalSince1970: 1_800_000_000))
        #expect(output.reads.last?.participants.count == 50)
        interactor.search("never searched")
        #expect(await eventually { output.failures.count == 1 })
        #expect(output.failures.first?.1 == true)
    }

    @Test func signingOutForgetsTheTokenAndWhatWasSeen() async {
        let cache = InMemoryPeopleCache()
        let server = PeopleServerFake(people: Directory.people)
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
struct ParticipantsViewTests {
    let details = ParticipantDetailsBuilderSpy()
    let login = LoginBuilderSpy()
    let profile = ProfileBuilderSpy()

    func show(_ server: PeopleServerFake, size: Size = Size(width: 80, height: 24)) -> (Window, NavigationController, ParticipantsViewController) {
        let screen = ParticipantsRouter.assembleModule(people: server, cache: InMemoryPeopleCache(), participantDetails: details, login: login,
                                                       profile: profile)
        let navigation = NavigationController(rootViewController: screen)
        return (Snapshot.window(showing: navigation, size: size), navigation, screen)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, screen) = show(PeopleServerFake(people: Directory.people))
        let presenter = screen.presenter as! ParticipantsPresenter
        #expect(presenter.view === screen)
        #expect((presenter.router as! ParticipantsRouter).viewController === screen)
        #expect((presenter.interactor as! ParticipantsInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rowsShowNameAndRoleAndTypingSearches(size: Size) async {
        let (window, _, _) = show(PeopleServerFake(people: Directory.people), size: size)
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
        let server = PeopleServerFake(people: Directory.people)
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
        let server = PeopleServerFake(people: Directory.people, signedIn: false)
        let (window, navigation, _) = show(server)
        #expect(await eventually { navigation.topViewController?.title == "Sign in (spy)" })
        _ = navigation.pop()
        #expect(Snapshot.text(of: window).contains("Sign in to see the attendees who chose to be listed: press l."))
        _ = try? await server.signIn(email: "ada@example.org", ticketCode: "GOOD-CODE")
        login.delegates.first?.loginDidSucceed(as: SignedInAttendee(name: "Ada Lovelace", expiresAt: .distantFuture))
        #expect(await eventually { Snapshot.text(of: window).contains("Person 00") })
        window.handle(.character("l"))   // signs out
        #expect(await eventually { Snapshot.text(of: window).contains("Signed out. Press l to sign in again.") })
        window.handle(.character("l"))
        #expect(login.delegates.count == 2)
    }

    @Test func signedInEOpensYourProfileAndASaveReadsTheListAgain() async {
        let server = PeopleServerFake(people: Directory.people)
        let (window, navigation, _) = show(server)
        #expect(await eventually { Snapshot.text(of: window).contains("Person 00") })
        let requests = server.requests.count
        window.handle(.character("e"))
        #expect(navigation.topViewController?.title == "Your profile (spy)")
        _ = navigation.pop()
        profile.delegates.first?.profileDidSave(MyProfile(name: "Ada Lovelace", visibility: .attendees))
        #expect(await eventually { server.requests.count == requests + 1 }, "the person may have just joined the list")
        window.handle(.character("l"))   // signed out, there is no profile of yours to open
        #expect(await eventually { Snapshot.text(of: window).contains("Signed out.") })
        window.handle(.character("e"))
        #expect(profile.delegates.count == 1)
    }

    @Test func theModuleIsReleasedWhenItGoes() async {
        var tracker = LeakTracker()
        do {
            let (window, _, screen) = show(PeopleServerFake(people: Directory.people))
            let presenter = screen.presenter as! ParticipantsPresenter
            tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Person 00") })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
    }
}
