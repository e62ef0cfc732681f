import AgendaContract
import Entities
import FiltersTesting
import Foundation
import ScheduleDataContract
import ScheduleTesting
import SessionDetailsTesting
import TerminalUI
import TestHarness
import Testing
@testable import Agenda

@MainActor
struct AgendaRouterAndViewTests {
    let filters = FiltersBuilderSpy()
    let details = SessionDetailsBuilderSpy()

    /// The Agenda in a tab's navigation stack, as Root shows it, at a time on day 1.
    func show(store: InMemoryScheduleStore = SampleSchedule.store(), now: Date = SampleSchedule.at(SampleSchedule.day1, 10, 45),
              size: Size = Size(width: 80, height: 24)) -> (Window, NavigationController, AgendaViewController) {
        let agenda = AgendaBuilder(schedule: store, favorites: store.personal, filters: filters, sessionDetails: details, now: { now }).makeAgenda() as! AgendaViewController
        let navigation = NavigationController(rootViewController: agenda)
        let window = Snapshot.window(showing: navigation, size: size)
        return (window, navigation, agenda)
    }

    func screen(_ window: Window) -> String { Snapshot.text(of: window) }

    @Test func theSetupWiresEveryRole() {
        let (_, _, agenda) = show()
        let presenter = agenda.presenter as! AgendaPresenter
        #expect(presenter.view === agenda)
        #expect((presenter.router as! AgendaRouter).viewController === agenda)
        #expect((presenter.interactor as! AgendaInteractor).output === presenter)
    }

    @Test func enterPushesTheSessionsDetails() async {
        let (window, navigation, _) = show()
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        window.handle(.enter)  // the current slot is highlighted: 10:30, Actors first
        #expect(details.requests == ["actors"])
        #expect(navigation.topViewController?.title == "Details of actors (spy)")
    }

    @Test func fOpensFiltersWithTheCurrentSelectionAndThePresenterAsDelegate() async {
        let (window, _, agenda) = show()
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        window.handle(.character("f"))
        #expect(filters.requests.count == 1)
        #expect(filters.requests.first?.current == .all)
        #expect(filters.requests.first?.delegate === agenda.presenter)
        #expect(window.activeViewController?.title == "Filters (spy)")
        // What Filters sends back narrows the day and names itself.
        filters.requests.first?.delegate.filtersDidApply(SessionFilter(roomIDs: [SampleSchedule.hallB.id]))
        window.handle(.escape)
        #expect(await eventually { screen(window).contains("Agenda — Hall B") && !screen(window).contains("Actors in Practice") })
        #expect(screen(window).contains("SwiftNIO from Scratch"))
    }

    /// Hiding a room (Filters' `h`) leaves its sessions out at once, and the title says what is hidden.
    @Test func hidingARoomIsSaidOnTheScreen() async throws {
        let store = SampleSchedule.store()
        let (window, _, _) = show(store: store)
        #expect(await eventually { screen(window).contains("SwiftNIO from Scratch") })
        try await store.personal.setRoom(SampleSchedule.hallB.id, hidden: true)
        #expect(await eventually { screen(window).contains("Agenda · hiding Hall B") && !screen(window).contains("SwiftNIO from Scratch") },
                "\(screen(window))")
        try await store.personal.setRoom(SampleSchedule.hallB.id, hidden: false)
        #expect(await eventually { !screen(window).contains("hiding") && screen(window).contains("SwiftNIO from Scratch") })
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersTheDayBySlotWithNowMarked(size: Size) async {
        let store = SampleSchedule.store()
        try? await store.personal.setFavorite("nio", true, at: .now)
        let (window, _, _) = show(store: store, size: size)
        #expect(await eventually { screen(window).contains("Terminal UIs that Feel Native") || size.height < 30 && screen(window).contains("Lunch") })
        let text = screen(window)
        for expected in ["Agenda", "Mon 23 Nov", "Tue 24 Nov", "/ search titles, speakers and abstracts", "10:30  ◀ now",
                         "  10:30–11:15  Actors in Practice", "               Hall A · Anna Berg · Swift",
                         "★ 10:30–11:15  SwiftNIO from Scratch", "               Hall B · Lei Li · Server", "12:00", "  12:00–13:00  Lunch"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
    }

    @Test func bracketsMoveBetweenDays() async {
        let (window, _, _) = show()
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        window.handle(.character("]"))
        #expect(await eventually { screen(window).contains("Testing Without Fear") && !screen(window).contains("Actors in Practice") })
        window.handle(.left)
        #expect(await eventually { screen(window).contains("Actors in Practice") })
    }

    /// `t` brings the Agenda back to today and the slot on now, from another day or a search.
    @Test func tBringsTheAgendaBackToNow() async {
        let (window, _, _) = show()
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        window.handle(.character("]"))
        #expect(await eventually { screen(window).contains("Testing Without Fear") && !screen(window).contains("◀ now") })
        window.handle(.character("t"))
        #expect(await eventually { screen(window).contains("10:30  ◀ now") && screen(window).contains("Actors in Practice") }, "\(screen(window))")
        #expect(screen(window).contains("> ") || screen(window).contains("10:30–11:15"), "the slot on now is chosen")
    }

    @Test func aClickOnADayShowsItAndOnARowOpensIt() async throws {
        let (window, _, _) = show()
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        let lines = screen(window).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let strip = try #require(lines.firstIndex { $0.hasPrefix(" ") && $0.contains("  ") && !$0.contains(":") })
        let days = lines[strip].split(separator: " ", omittingEmptySubsequences: true)
        #expect(days.count >= 4, "\(lines[strip])")
        let second = try #require(lines[strip].range(of: "\(days[3]) \(days[4])", options: [], range: nil)).lowerBound
        window.handle(.mouse(MouseEvent(.press(.left), at: Point(x: lines[strip].distance(from: lines[strip].startIndex, to: second), y: strip))))
        #expect(await eventually { screen(window).contains("Testing Without Fear") && !screen(window).contains("Actors in Practice") })
        let shown = screen(window).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(shown.firstIndex { $0.contains("Testing Without Fear") })
        window.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 10, y: row))))
        #expect(await eventually { details.requests.count == 1 })
    }

    @Test func searchAsYouTypeAndEscapeComesBack() async {
        let (window, _, _) = show()
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        window.handle(.character("/"))
        for character in "müller" { window.handle(.character(character)) }
        #expect(await eventually { screen(window).contains("Tuesday 24 November") })
        let text = screen(window)
        #expect(text.contains("Monday 23 November"))
        #expect(text.contains("Terminal UIs that Feel Native"))
        #expect(text.contains("Testing Without Fear"))
        #expect(!text.contains("Actors in Practice"))
        window.handle(.enter)   // leaves the field for the results
        window.handle(.enter)   // opens the first result
        #expect(details.requests == ["ui"])
        window.handle(.escape)  // back from the details
        window.handle(.escape)  // ends the search
        #expect(await eventually { screen(window).contains("Actors in Practice") && !screen(window).contains("Tuesday 24 November") })
    }

    @Test func starFavoritesTheHighlightedSession() async throws {
        let store = SampleSchedule.store()
        let (window, _, _) = show(store: store)
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        window.handle(.character("*"))
        #expect(await eventually { screen(window).contains("★ 10:30–11:15  Actors in Practice") })
        #expect(await eventually { (try? await store.personal.favorites().map(\.sessionID)) == ["actors"] })
    }

    @Test func firstLaunchAndALandingSync() async {
        let store = InMemoryScheduleStore(feed: ScheduleFeed(sessions: [], speakers: [], rooms: [], categories: []),
                                          conference: SampleSchedule.conference)
        let (window, _, _) = show(store: store)
        #expect(await eventually { screen(window).contains("No schedule yet — syncing…") })
        #expect(await eventually { store.listenerCount == 2 && store.personal.listenerCount == 1 }, "the conference and the changes, and the favorites")
        store.replaceSessions(SampleSchedule.sessions, at: .now)
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        #expect(!screen(window).contains("syncing"))
    }

    @Test func aRetimedSessionMovesWithoutAKeyAndTheHighlightStaysOnIt() async {
        let store = SampleSchedule.store()
        let (window, _, agenda) = show(store: store)
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        window.handle(.down)  // from Actors to SwiftNIO
        var retimed = SampleSchedule.nio
        retimed.startsAt = SampleSchedule.at(SampleSchedule.day1, 14)
        retimed.endsAt = SampleSchedule.at(SampleSchedule.day1, 14, 45)
        store.replaceSessions(SampleSchedule.sessions.map { $0.id == "nio" ? retimed : $0 }, at: .now)
        #expect(await eventually { screen(window).contains("14:00–14:45  SwiftNIO from Scratch") })
        window.handle(.enter)
        #expect(details.requests == ["nio"])
        _ = agenda
    }

    /// A session just retimed and moved says so in its row, in My schedule's words (the
    /// interactor's tests show a change a day old is no longer delivered).
    @Test func aSessionRetimedOrMovedLatelyIsMarkedInItsRow() async {
        let store = SampleSchedule.store()
        let (window, _, _) = show(store: store, size: Size(width: 120, height: 24))
        #expect(await eventually { screen(window).contains("Actors in Practice") })
        var moved = SampleSchedule.nio
        moved.room = SampleSchedule.hallA
        moved.startsAt = SampleSchedule.at(SampleSchedule.day1, 14)
        moved.endsAt = SampleSchedule.at(SampleSchedule.day1, 14, 45)
        store.replaceSessions(SampleSchedule.sessions.map { $0.id == "nio" ? moved : $0 }, at: SampleSchedule.at(SampleSchedule.day1, 10, 40))
        #expect(await eventually { screen(window).contains("⚠ retimed, was Mon 23 Nov 10:30–11:15 · moved to Hall A") }, "\(screen(window))")
        #expect(screen(window).contains("⚠ retimed, was Mon 23 Nov 10:30–11:15 · moved to Hall A (was Hall B) · Hall A · Lei Li"),
                "the warning leads, the room and speakers stay, as in My schedule: \(screen(window))")
        #expect(screen(window).contains("14:00–14:45  SwiftNIO from Scratch"))
    }

    @Test func theModuleIsReleasedWithItsScreen() async {
        var tracker = LeakTracker()
        let store = SampleSchedule.store()
        do {
            let (window, _, agenda) = show(store: store)
            let presenter = agenda.presenter as! AgendaPresenter
            tracker.trackModule(view: agenda, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { screen(window).contains("Actors in Practice") })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}

@MainActor
struct AgendaBuilderTests {
    @Test func thePublicBuilderMakesAWorkingAgenda() async {
        let store = SampleSchedule.store()
        let builder: any AgendaBuilding = AgendaBuilder(schedule: store, favorites: store.personal, filters: FiltersBuilderSpy(),
                                                        sessionDetails: SessionDetailsBuilderSpy(), now: { SampleSchedule.at(SampleSchedule.day1, 9) })
        let window = Snapshot.window(showing: NavigationController(rootViewController: builder.makeAgenda()), size: Size(width: 80, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("09:00  ◀ now") })
    }
}
