import AppComposition
import Foundation
import TerminalUI
import Testing
import TestSupport

@MainActor
@Suite struct ScreensTests {
    func makeWindow(store: InMemoryScheduleStore = SampleSchedule.store(), size: Size = Size(width: 120, height: 40)) -> Window {
        let root = Screens.makeRoot(ScreenDependencies(schedule: store, favorites: store.personal, calendar: CalendarSpy(), contacts: ContactSaverSpy(), opener: ExternalOpenerSpy(succeeds: true),
                                                       synchronizer: FakeSynchronizer(), localTimeZone: SampleSchedule.timeZone,
                                                       now: { SampleSchedule.at(SampleSchedule.day1, 10, 40) }))
        let window = Window()
        window.rootViewController = root
        window.makeVisible(size: size)
        return window
    }

    @Test func theTabsAreTheListsWithTheirKeys() async {
        let window = makeWindow()
        #expect(await eventually { Snapshot.text(of: window).contains("Actors in Practice") })
        let top = Snapshot.text(of: window).split(separator: "\n").first.map(String.init) ?? ""
        #expect(top.contains(" 1 Agenda   2 Now & next   3 Grid   4 My schedule   5 Speakers"), "\(top)")
        window.handle(.character("4"))
        #expect(await eventually { Snapshot.text(of: window).contains("Nothing in My schedule yet") })
    }

    @Test func aFavoriteMadeInTheAgendaIsInMySchedule() async {
        let store = SampleSchedule.store()
        let window = makeWindow(store: store)
        #expect(await eventually { Snapshot.text(of: window).contains("Actors in Practice") })
        window.handle(.character("*"))
        #expect(await eventually { !((try? await store.personal.favorites()) ?? []).isEmpty })
        window.handle(.character("4"))
        #expect(await eventually { Snapshot.text(of: window).contains("★ ") && !Snapshot.text(of: window).contains("Nothing in My schedule yet") })
    }

    @Test func theWholeAppGoesAwayWithItsWindow() async {
        let store = SampleSchedule.store()
        weak var root: ViewController?
        do {
            let window = makeWindow(store: store)
            root = window.rootViewController
            #expect(await eventually { Snapshot.text(of: window).contains("Actors in Practice") })
            window.rootViewController = nil
        }
        #expect(await eventually { root == nil })
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 }, "every live read stopped with its screen")
    }
}
