import AddressBookServiceTesting
import CalendarServiceTesting
import Composition
import ExternalOpenerTesting
import Foundation
import ScheduleTesting
import SynchronizerTesting
import TerminalUI
import TestHarness
import Testing

@MainActor
@Suite struct CompositionTests {
    func makeWindow(store: InMemoryScheduleStore = SampleSchedule.store(), size: Size = Size(width: 120, height: 40)) -> Window {
        let root = Composition.makeRoot(ScreenDependencies(schedule: store, favorites: store.personal, calendar: CalendarSpy(), contacts: ContactSaverSpy(), opener: ExternalOpenerSpy(succeeds: true),
                                                       synchronizer: FakeSynchronizer(), clock: ManualSyncClock(SampleSchedule.at(SampleSchedule.day1, 10, 40)), localTimeZone: SampleSchedule.timeZone,
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

    /// A tmux half split or a small window: every tab draws at 40×12 (htop's and newsboat's
    /// smallest), with its title and content, never the "too small" notice.
    @Test func everyTabDrawsAt40By12() async {
        let window = makeWindow(size: Size(width: 40, height: 12))
        let expected = ["1": "Actors in", "2": "Now & next", "3": "Hall A", "4": "Nothing in My", "5": "Speakers"]
        for (key, text) in expected.sorted(by: { $0.key < $1.key }) {
            window.handle(.character(Character(key)))
            #expect(await eventually { Snapshot.text(of: window).contains(text) }, "tab \(key)\n\(Snapshot.text(of: window))")
            #expect(!Snapshot.text(of: window).contains("too small"))
        }
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
