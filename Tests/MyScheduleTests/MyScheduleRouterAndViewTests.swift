import Entities
import FavoritesDataContract
import Foundation
import ScheduleTesting
import SessionDetailsContract
import SessionDetailsTesting
import TerminalUI
import TestHarness
import Testing
@testable import MySchedule


@MainActor
struct MyScheduleRouterAndViewTests {
    let details = SessionDetailsBuilderSpy()
    let now = SampleSchedule.at(SampleSchedule.day1, 8)

    func show(_ store: InMemoryScheduleStore, size: Size = Size(width: 80, height: 24)) -> (Window, NavigationController, MyScheduleViewController) {
        let screen = MyScheduleBuilder(schedule: store, favorites: store.personal, sessionDetails: details, now: { [now] in now }).makeMySchedule() as! MyScheduleViewController
        let navigation = NavigationController(rootViewController: screen)
        return (Snapshot.window(showing: navigation, size: size), navigation, screen)
    }

    func favorites(_ ids: [String]) async -> InMemoryScheduleStore {
        let store = SampleSchedule.store()
        for id in ids { try? await store.personal.setFavorite(id, true, at: now) }
        return store
    }

    @Test func theSetupWiresEveryRoleAndEnterPushesDetails() async {
        let (window, navigation, screen) = show(await favorites(["nio"]))
        let presenter = screen.presenter as! MySchedulePresenter
        #expect(presenter.view === screen)
        #expect((presenter.router as! MyScheduleRouter).viewController === screen)
        #expect((presenter.interactor as! MyScheduleInteractor).output === presenter)
        #expect(await eventually { Snapshot.text(of: window).contains("SwiftNIO from Scratch") })
        window.handle(.enter)
        #expect(details.requests == ["nio"])
        #expect(navigation.topViewController?.title == "Details of nio (spy)")
    }

    /// Whom the picks are synced with stands over the list, and follows each exchange.
    @Test func thePartnerThePicksAreSyncedWithIsOnTheScreen() async {
        let store = await favorites(["nio"])
        let (window, _, _) = show(store, size: Size(width: 120, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("SwiftNIO from Scratch") })
        #expect(!Snapshot.text(of: window).contains("Synced with"))
        store.personal.syncStates = [FavoritesSyncState(partner: FavoritesPartner(id: "pretalx", name: "pretalx at https://pretalx.example.org/democon/"),
                                                        lastSynced: now)]
        store.personal.broadcast(.sync)
        #expect(await eventually { Snapshot.text(of: window).contains("Synced with pretalx at https://pretalx.example.org/democon/ · last Mon 23 Nov 08:00") },
                "\(Snapshot.text(of: window))")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersFavoritesWithOverlapsAndARetimingWithoutAKey(size: Size) async {
        let store = await favorites(["actors", "nio", "testing"])
        let (window, _, _) = show(store, size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("Tuesday 24 November") })
        var text = Snapshot.text(of: window)
        for expected in ["My schedule", "Monday 23 November", "★ 10:30–11:15  Actors in Practice",
                         "⚠ overlaps “SwiftNIO from Scratch” · Hall A · Anna Berg", "⚠ overlaps “Actors in Practice” · Hall B",
                         "★ 09:30–10:15  Testing Without Fear", "Hall A · Zoë Müller"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
        var retimed = SampleSchedule.nio
        retimed.startsAt = SampleSchedule.at(SampleSchedule.day1, 14)
        retimed.endsAt = SampleSchedule.at(SampleSchedule.day1, 14, 45)
        store.replaceSessions(SampleSchedule.sessions.map { $0.id == "nio" ? retimed : $0 }, at: now + 60)
        #expect(await eventually { Snapshot.text(of: window).contains("Changed since you last looked:") })
        text = Snapshot.text(of: window)
        #expect(text.contains("“SwiftNIO from Scratch” retimed to Mon 23 Nov 14:00–14:45"), "\(text)")
        #expect(text.contains("★ 14:00–14:45  SwiftNIO from Scratch"))
        #expect(text.contains("⚠ retimed, was Mon 23 Nov 10:30–11:15 · Hall B · Lei Li"), "the room to go to stays: \(text)")
        #expect(!text.contains("overlaps"))
    }

    @Test func starRemovesTheHighlightedFavorite() async throws {
        let store = await favorites(["nio"])
        let (window, _, _) = show(store)
        #expect(await eventually { Snapshot.text(of: window).contains("SwiftNIO from Scratch") })
        window.handle(.character("*"))
        #expect(await eventually { Snapshot.text(of: window).contains("Nothing in My schedule yet") })
        #expect(try await store.personal.favorites().isEmpty)
    }

    @Test func theModuleIsReleasedWithItsScreen() async {
        var tracker = LeakTracker()
        let store = await favorites(["nio"])
        do {
            let (window, _, screen) = show(store)
            let presenter = screen.presenter as! MySchedulePresenter
            tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("SwiftNIO from Scratch") })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}
