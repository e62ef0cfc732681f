import Entities
import FavoritesTesting
import Foundation
import ScheduleTesting
import SpeakerDetailsTesting
import SpeakersContract
import TerminalUI
import TestHarness
import Testing
@testable import Speakers

@MainActor
struct SpeakersRouterAndViewTests {
    let details = SpeakerDetailsBuilderSpy()

    func show(_ store: InMemoryScheduleStore = SampleSchedule.store(), size: Size = Size(width: 80, height: 24))
        -> (Window, NavigationController, SpeakersViewController) {
        let screen = SpeakersBuilder(schedule: store, favorites: store.personal, speakerDetails: details).makeSpeakers() as! SpeakersViewController
        let navigation = NavigationController(rootViewController: screen)
        return (Snapshot.window(showing: navigation, size: size), navigation, screen)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, screen) = show()
        let presenter = screen.presenter as! SpeakersPresenter
        #expect(presenter.view === screen)
        #expect((presenter.router as! SpeakersRouter).viewController === screen)
        #expect((presenter.interactor as! SpeakersInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersEveryoneAToZ(size: Size) async throws {
        let store = SampleSchedule.store()
        try await store.personal.setFavorite("actors", true, at: Date())
        let (window, _, _) = show(store, size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("★ Anna Berg") })
        let text = Snapshot.text(of: window)
        for expected in ["Speakers (3)", "/ search names, tag lines and bios", "B", "Principal Engineer at Example · 2 sessions",
                         "Lei Li", "Server person · 1 session", "M", "Zoë Müller"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
    }

    @Test func typingFindsASpeakerAndEnterOpensThem() async {
        let (window, navigation, _) = show()
        #expect(await eventually { Snapshot.text(of: window).contains("Anna Berg") })
        window.handle(.character("/"))
        for character in "Zoë" { window.handle(.character(character)) }
        #expect(await eventually { Snapshot.text(of: window).contains("Speakers — search “Zoë”") && Snapshot.text(of: window).contains("Names") })
        window.handle(.enter)   // leaves the field for the results
        window.handle(.enter)   // opens the highlighted speaker
        #expect(details.requests == ["s-zoe"])
        #expect(navigation.topViewController?.title == "Speaker s-zoe (spy)")
    }

    @Test func escapeEndsTheSearch() async {
        let (window, _, _) = show()
        #expect(await eventually { Snapshot.text(of: window).contains("Anna Berg") })
        window.handle(.character("/"))
        for character in "Lei" { window.handle(.character(character)) }
        #expect(await eventually { Snapshot.text(of: window).contains("search “Lei”") })
        window.handle(.escape)
        #expect(await eventually { Snapshot.text(of: window).contains("Speakers (3)") })
    }

    @Test func aSyncBringsNewSpeakersWithoutAKey() async {
        let store = SampleSchedule.store()
        let (window, _, _) = show(store)
        #expect(await eventually { Snapshot.text(of: window).contains("Speakers (3)") })
        var feed = SampleSchedule.feed
        feed.speakers.append(Speaker(id: "s-new", firstName: "Nia", lastName: "Adeyemi"))
        store.replaceFeed(feed, at: Date())
        #expect(await eventually { Snapshot.text(of: window).contains("Nia Adeyemi") && Snapshot.text(of: window).contains("Speakers (4)") })
    }

    @Test func theModuleIsReleasedWithItsScreen() async {
        var tracker = LeakTracker()
        let store = SampleSchedule.store()
        do {
            let (window, _, screen) = show(store)
            let presenter = screen.presenter as! SpeakersPresenter
            tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Anna Berg") })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}

@MainActor
struct SpeakersBuilderTests {
    @Test func thePublicBuilderMakesAWorkingScreen() async {
        let builder: any SpeakersBuilding = SpeakersBuilder(schedule: SampleSchedule.store(), favorites: InMemoryFavoritesStore(), speakerDetails: SpeakerDetailsBuilderSpy())
        let window = Snapshot.window(showing: builder.makeSpeakers(), size: Size(width: 80, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("Lei Li") })
    }
}
