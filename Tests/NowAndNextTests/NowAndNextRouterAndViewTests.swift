import Entities
import FiltersTesting
import Foundation
import NowAndNextContract
import ScheduleDataContract
import ScheduleTesting
import SessionDetailsContract
import SessionDetailsTesting
import TerminalUI
import TestHarness
import Testing
@testable import NowAndNext

@MainActor
struct NowAndNextRouterAndViewTests {
    typealias S = SampleSchedule
    let sessionDetails = SessionDetailsBuilderSpy()
    let filters = FiltersBuilderSpy()

    func builder(_ store: InMemoryScheduleStore, at instant: Date) -> NowAndNextBuilder {
        NowAndNextBuilder(schedule: store, favorites: store.personal, filters: filters, sessionDetails: sessionDetails,
                          localTimeZone: TimeZone(identifier: "Europe/London")!, now: { instant })
    }

    func show(_ store: InMemoryScheduleStore = SampleSchedule.store(), at instant: Date = S.at(S.day1, 10, 40),
              size: Size = Size(width: 100, height: 24)) -> (Window, NavigationController, NowAndNextViewController) {
        let screen = builder(store, at: instant).makeNowAndNext() as! NowAndNextViewController
        let navigation = NavigationController(rootViewController: screen)
        return (Snapshot.window(showing: navigation, size: size), navigation, screen)
    }

    @Test func theBuilderWiresEveryRole() {
        let (_, _, screen) = show()
        let presenter = screen.presenter as! NowAndNextPresenter
        #expect(presenter.view === screen)
        #expect((presenter.router as! NowAndNextRouter).viewController === screen)
        #expect((presenter.interactor as! NowAndNextInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func drawsTheClockAndARoomAsTwoLines(size: Size) async {
        let (window, _, _) = show(size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("SwiftNIO from Scratch") })
        let text = Snapshot.text(of: window)
        #expect(text.split(separator: "\n", omittingEmptySubsequences: false).count == size.height)
        #expect(text.contains("10:40 at the venue (09:40 your time) · Monday 23 November"))
        let lines = text.split(separator: "\n").map(String.init)
        let hallB = lines.firstIndex { $0.contains("Hall B") && $0.contains("now") }
        #expect(hallB != nil, "\(text)")
        if let hallB {
            #expect(lines[hallB].contains("▰▰▱▱▱▱▱▱ 35 min left"))
            #expect(lines[hallB + 1].contains("next") && lines[hallB + 1].contains("13:00 · in 2 h 20 min"), "the next under it")
        }
        #expect(text.contains("nothing more today"))
    }

    @Test func enterOpensTheChosenSessionAndArrowsChooseNext() async {
        let (window, navigation, _) = show()
        #expect(await eventually { Snapshot.text(of: window).contains("› Hall A") })
        window.handle(.enter)
        #expect(sessionDetails.requests == ["actors"])
        #expect(navigation.topViewController?.title == "Details of actors (spy)")
        _ = navigation.pop()
        window.handle(.down)
        window.handle(.right)
        window.handle(.enter)
        #expect(sessionDetails.requests == ["actors", "ui"])
    }

    @Test func starAddsTheChosenSessionToMySchedule() async throws {
        let store = S.store()
        let (window, _, _) = show(store)
        #expect(await eventually { Snapshot.text(of: window).contains("› Hall A") })
        window.handle(.character("*"))
        #expect(await eventually { (try? await store.personal.favoriteSessionIDs()) == ["actors"] })
        #expect(await eventually { Snapshot.text(of: window).contains("★ Actors in Practice") })
    }

    @Test func fOpensFiltersAndBeforeTheConferenceTheOpeningIsSaid() async {
        let (window, _, _) = show(at: S.at(S.day1, 7))
        #expect(await eventually { Snapshot.text(of: window).contains("09:00 · in 2 h") })
        window.handle(.character("f"))
        #expect(filters.requests.map(\.current) == [.all])
    }

    @Test func theModuleIsReleasedWithItsScreen() async {
        var tracker = LeakTracker()
        let store = SampleSchedule.store()
        do {
            let (window, _, screen) = show(store)
            let presenter = screen.presenter as! NowAndNextPresenter
            tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("SwiftNIO") })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}
