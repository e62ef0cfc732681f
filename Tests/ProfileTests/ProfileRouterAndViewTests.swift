import AttendeesDataContract
import AttendeesTesting
import Entities
import Foundation
import ProfileContract
import TerminalUI
import TestHarness
import Testing
@testable import Profile

@MainActor
struct ProfileRouterAndViewTests {
    func show(_ server: ProfileServerFake = ProfileServerFake(), delegate: ProfileDelegateSpy = ProfileDelegateSpy(),
              size: Size = Size(width: 80, height: 24)) -> (Window, NavigationController, ProfileViewController) {
        let screen = ProfileBuilder(profiles: server).makeProfile(delegate: delegate) as! ProfileViewController
        let (window, navigation) = showPushed(screen, size: size)
        return (window, navigation, screen)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, screen) = show()
        let presenter = screen.presenter as! ProfilePresenter
        #expect(presenter.view === screen)
        #expect((presenter.router as! ProfileRouter).viewController === screen)
        #expect((presenter.interactor as! ProfileInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func theFormShowsTheProfileAndEveryFieldIsReachedWithTab(size: Size) async {
        let (window, _, _) = show(size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("Ada Lovelace") })
        let text = Snapshot.text(of: window)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == size.height)
        for words in ["Your profile", "What other attendees see of you on 127.0.0.1:8080", "Name", "Engines", "Engineer", "About you",
                      "0 of 1000 characters", "Links"] {
            #expect(text.contains(words), "\(words) in\n\(text)")
        }
        // Tab walks the whole form, and the screen always shows where the cursor is.
        var seen: Set<String> = []
        for _ in 0..<16 {
            window.handle(.tab)
            seen.formUnion(Snapshot.text(of: window).split(separator: "\n").map(String.init))
        }
        #expect(seen.contains { $0.contains("[ ] Hidden: nobody else sees you in the attendees list") }, "the toggle, scrolled to")
        #expect(seen.contains { $0.contains("[ Save (Ctrl-S) ]") })
    }

    @Test func typingAndSavingGoesToTheServerAndTellsTheOpener() async {
        let server = ProfileServerFake()
        let delegate = ProfileDelegateSpy()
        let (window, _, _) = show(server, delegate: delegate)
        #expect(await eventually { Snapshot.text(of: window).contains("Ada Lovelace") })
        window.handle(.tab)
        window.handle(.tab)
        window.handle(.tab)        // to About you
        window.type("Curious")
        window.handle(.enter)
        window.type("about engines.")
        #expect(Snapshot.text(of: window).contains("22 of 1000 characters"))
        for _ in 0..<12 { window.handle(.tab) }   // past the links and interests to the toggle
        window.handle(.character(" "))
        window.handle(.control("s"))
        #expect(await eventually { delegate.saved.count == 1 })
        #expect(server.profile.bio == "Curious\nabout engines.")
        #expect(server.profile.visibility == .attendees)
        #expect(await eventually { Snapshot.text(of: window).contains("Saved. Signed-in attendees can find you in the attendees list.") })
    }

    @Test func enterInAOneLineFieldGoesOnToTheNext() async {
        let (window, _, _) = show(ProfileServerFake())
        #expect(await eventually { Snapshot.text(of: window).contains("Ada Lovelace") })
        window.handle(.enter)              // from Name to Company
        window.type(" Ltd")
        window.handle(.enter)              // to Role
        window.type(" and tinkerer")
        let screen = Snapshot.text(of: window)
        #expect(screen.contains("Engines Ltd"))
        #expect(screen.contains("Engineer and tinkerer"))
    }

    @Test func whatTheServerRefusesIsSaidUnderItsFieldWithTheCursorThere() async {
        let server = ProfileServerFake()
        let (window, _, screen) = show(server)
        #expect(await eventually { Snapshot.text(of: window).contains("Ada Lovelace") })
        for _ in 0..<5 { window.handle(.tab) }   // the first link's address
        window.type("ftp://files.example")
        window.handle(.control("s"))
        #expect(await eventually { Snapshot.text(of: window).contains("only http and https addresses") }, "\(Snapshot.text(of: window))")
        #expect(Snapshot.text(of: window).contains("Not saved: see the fields marked above."))
        #expect((window.focusedView as? TextField)?.text == "ftp://files.example")
        server.fail(with: .unreachable("no answer"))
        window.handle(.control("s"))
        #expect(await eventually { Snapshot.text(of: window).contains("Not saved: the conference's server cannot be reached.") })
        _ = screen
    }

    @Test func escAsksBeforeDroppingChangesAndLeavesWithout() async {
        let (window, navigation, screen) = show()
        #expect(await eventually { Snapshot.text(of: window).contains("Ada Lovelace") })
        window.type(" King")
        window.handle(.escape)
        #expect(Snapshot.text(of: window).contains("Leave without saving?"))
        window.handle(.escape)   // keep editing
        #expect(navigation.topViewController === screen)
        window.handle(.escape)
        window.handle(.tab)      // from "Keep editing" to "Discard changes"
        window.handle(.enter)
        #expect(navigation.topViewController !== screen)
    }

    @Test func theFieldsShowOnlyOnceTheProfileIsInAndNotWhenItCannotBeRead() async {
        let slow = ProfileServerFake()
        slow.delay(.milliseconds(300))
        let (window, _, _) = show(slow)
        #expect(Snapshot.text(of: window).contains("Loading your profile…"))
        #expect(!Snapshot.text(of: window).contains("Name"), "nothing to type into that the profile would then overwrite")
        window.type("lost?")
        #expect(await eventually { Snapshot.text(of: window).contains("Ada Lovelace") })
        #expect(!Snapshot.text(of: window).contains("lost?"))
        let away = ProfileServerFake()
        away.fail(with: .unreachable("no answer"))
        let (offline, _, _) = show(away)
        #expect(await eventually { Snapshot.text(of: offline).contains("Your profile could not be read: the conference's server cannot be reached.") })
        #expect(!Snapshot.text(of: offline).contains("Save (Ctrl-S)"))
    }

    @Test func thePublicBuilderMakesTheScreen() async {
        let builder: any ProfileBuilding = ProfileBuilder(profiles: ProfileServerFake(address: URL(string: "https://people.example.org")!))
        let window = Snapshot.window(showing: NavigationController(rootViewController: builder.makeProfile(delegate: ProfileDelegateSpy())),
                                     size: Size(width: 80, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("see of you on people.example.org") })
    }

    @Test func theModuleIsReleasedWhenItLeaves() async {
        var tracker = LeakTracker()
        do {
            let (window, navigation, screen) = show()
            let presenter = screen.presenter as! ProfilePresenter
            tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            _ = await eventually { Snapshot.text(of: window).contains("Ada Lovelace") }
            _ = navigation.pop()
            _ = Snapshot.text(of: window)
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
    }
}
