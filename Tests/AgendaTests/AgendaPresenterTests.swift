import Entities
import Foundation
import ScheduleDataContract
import ScheduleTesting
import Testing
@testable import Agenda

@MainActor
struct AgendaPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()
    let catalog = FilterNames(categoryItems: [11: "Swift", 12: "Server", 21: "Beginner", 22: "Advanced"], rooms: [1: "Hall A", 2: "Hall B"])
    let day1 = SampleSchedule.day1
    let beforeTheConference = SampleSchedule.at(LocalDate(year: 2026, month: 11, day: 1), 9)

    func makePresenter() -> AgendaPresenter {
        let presenter = AgendaPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    func day1Sessions() -> [Session] { SampleSchedule.sessions.filter { $0.startsAt.map { LocalDate($0, in: SampleSchedule.timeZone) } == day1 } }

    @Test func firstLaunchSaysItIsSyncing() {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(view.last?.message == "Loading…")
        #expect(interactor.starts == 1)
        presenter.didLoadConference(nil, catalog: FilterNames(), now: beforeTheConference)
        #expect(view.last?.message == "No schedule yet — syncing…")
        #expect(interactor.dayLoads.isEmpty)
    }

    /// A feed read with no sessions yet is a schedule not published, not a failing sync.
    @Test func aSyncedScheduleWithNoSessionsSaysItIsNotPublishedYet() {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        let empty = Conference(name: "Unpublished Conf", timeZone: SampleSchedule.timeZone, days: [])
        presenter.didLoadConference(empty, catalog: FilterNames(), now: beforeTheConference)
        #expect(view.last?.message == "0 sessions — the schedule is not published yet. Podium looks again at every sync.")
        #expect(interactor.dayLoads.isEmpty)
    }

    @Test func opensOnTheFirstDayBeforeTheConferenceAndOnTodayDuringIt() {
        let before = makePresenter()
        before.didLoadConference(SampleSchedule.conference, catalog: catalog, now: beforeTheConference)
        #expect(interactor.dayLoads.last?.0 == day1)
        #expect(view.last?.days == ["Mon 23 Nov", "Tue 24 Nov"])
        #expect(view.last?.selectedDay == 0)

        let during = makePresenter()
        during.didLoadConference(SampleSchedule.conference, catalog: catalog, now: SampleSchedule.at(SampleSchedule.day2, 8))
        #expect(interactor.dayLoads.last?.0 == SampleSchedule.day2)
        #expect(view.last?.selectedDay == 1)
    }

    @Test func aDayIsGroupedIntoTimeSlotsWithKindsAndDetails() {
        let presenter = makePresenter()
        presenter.didLoadConference(SampleSchedule.conference, catalog: catalog, now: beforeTheConference)
        presenter.didLoadFavorites(["nio"])
        presenter.didLoadDay(day1, sessions: day1Sessions(), now: beforeTheConference)
        #expect(view.outline == ["09:00", "  Opening Keynote", "10:30", "  Actors in Practice", "  ★ SwiftNIO from Scratch",
                                 "12:00", "  Lunch", "13:00", "  Terminal UIs that Feel Native"])
        let rows = view.last!.sections.flatMap(\.rows)
        #expect(rows.map(\.kind) == [.keynote, .talk, .talk, .service, .talk])
        #expect(rows[1].time == "10:30–11:15")
        #expect(rows[1].detail == "Hall A · Anna Berg · Swift")
        #expect(rows[3].detail == "")
        #expect(view.last?.focusSessionID == "keynote")
        #expect(view.last?.message == nil)
    }

    @Test func onTheDayTheSlotUnderWayIsMarkedAndFocused() {
        let presenter = makePresenter()
        let duringActors = SampleSchedule.at(day1, 10, 45)
        presenter.didLoadConference(SampleSchedule.conference, catalog: catalog, now: duringActors)
        presenter.didLoadDay(day1, sessions: day1Sessions(), now: duringActors)
        #expect(view.outline.filter { !$0.hasPrefix("  ") } == ["09:00", "10:30 <now>", "12:00", "13:00"])
        #expect(view.last?.focusSessionID == "actors")

        // Between slots, the next one is marked; a refresh keeps the person's highlight.
        let beforeLunch = SampleSchedule.at(day1, 11, 30)
        presenter.didLoadDay(day1, sessions: day1Sessions(), now: beforeLunch)
        #expect(view.outline.filter { !$0.hasPrefix("  ") } == ["09:00", "10:30", "12:00 <next>", "13:00"])
        #expect(view.last?.focusSessionID == nil)
    }

    @Test func daysMoveWithinTheConference() {
        let presenter = makePresenter()
        presenter.didLoadConference(SampleSchedule.conference, catalog: catalog, now: beforeTheConference)
        presenter.didMoveDay(by: -1)
        #expect(interactor.dayLoads.count == 1)
        presenter.didMoveDay(by: 1)
        #expect(interactor.dayLoads.last?.0 == SampleSchedule.day2)
        presenter.didMoveDay(by: 1)
        #expect(interactor.dayLoads.count == 2)
        presenter.didChooseDay(0)
        #expect(interactor.dayLoads.last?.0 == SampleSchedule.day1, "a click on the first day")
        presenter.didChooseDay(7)
        presenter.didChooseDay(0)
        #expect(interactor.dayLoads.count == 3, "no day past the last; the day on show is not read again")
    }

    /// What is hidden from every view is said in the title, with or without a filter, so a
    /// session left out never goes unexplained.
    @Test func whatIsHiddenIsSaidInTheTitle() {
        let presenter = makePresenter()
        var hiding = catalog
        hiding.hidden = HiddenOptions(categoryItemIDs: [21], roomIDs: [1])
        presenter.didLoadConference(SampleSchedule.conference, catalog: hiding, now: beforeTheConference)
        presenter.didLoadDay(day1, sessions: [], now: beforeTheConference)
        #expect(view.last?.title == "Agenda · hiding Beginner, Hall A")
        presenter.filtersDidApply(SessionFilter(roomIDs: [2]))
        presenter.didLoadDay(day1, sessions: [], now: beforeTheConference)
        #expect(view.last?.title == "Agenda — Hall B · hiding Beginner, Hall A")
    }

    @Test func filtersComeBackThroughTheDelegateAndNameThemselvesInTheTitle() {
        let presenter = makePresenter()
        presenter.didLoadConference(SampleSchedule.conference, catalog: catalog, now: beforeTheConference)
        presenter.didAskForFilters()
        #expect(router.filters.count == 1)
        #expect(router.filters.first?.0 == .all)
        #expect(router.filters.first?.1 === presenter)
        let filter = SessionFilter(categoryItemIDs: [11], roomIDs: [2])
        presenter.filtersDidApply(filter)
        #expect(interactor.dayLoads.last?.1 == filter)
        presenter.didLoadDay(day1, sessions: [], now: beforeTheConference)
        #expect(view.last?.title == "Agenda — Swift, Hall B")
        #expect(view.last?.message == "No sessions match these filters — f changes them.")
        presenter.didAskForFilters()
        #expect(router.filters.last?.0 == filter)
        presenter.filtersDidApply(.all)
        presenter.didLoadDay(day1, sessions: [], now: beforeTheConference)
        #expect(view.last?.title == "Agenda")
        #expect(view.last?.message == "Nothing is scheduled on this day.")
    }

    @Test func aSearchHighlightsItsTopOnceAndLaterAnswersLeaveTheHighlight() {
        let presenter = makePresenter()
        presenter.didLoadConference(SampleSchedule.conference, catalog: catalog, now: beforeTheConference)
        presenter.didChangeSearch("swift")
        presenter.didFindSessions([SampleSchedule.actors], for: "swift")  // the first screenful
        #expect(view.last?.focusSessionID == "actors")
        presenter.didFindSessions([SampleSchedule.actors, SampleSchedule.ui], for: "swift")  // the rest
        #expect(view.last?.focusSessionID == nil, "the rest of the list keeps the person's highlight")
        presenter.didToggleFavorite("ui")
        presenter.didFindSessions([SampleSchedule.actors, SampleSchedule.ui], for: "swift")  // re-read
        presenter.didLoadFavorites(["ui"])
        #expect(view.last?.focusSessionID == nil, "a favorite set in the results does not move the highlight to the top")
        presenter.didChangeSearch("swift u")
        presenter.didFindSessions([SampleSchedule.ui], for: "swift u")
        presenter.didLoadFavorites(["ui"])
        #expect(view.last?.focusSessionID == "ui", "a new search starts at its top")
    }

    @Test func searchResultsAreGroupedByDayAndStaleAnswersIgnored() {
        let presenter = makePresenter()
        presenter.didLoadConference(SampleSchedule.conference, catalog: catalog, now: beforeTheConference)
        presenter.didChangeSearch("zo")
        presenter.didChangeSearch("zoë ")
        #expect(interactor.searches == ["zo", "zoë"])
        presenter.didFindSessions([SampleSchedule.actors], for: "zo")  // older keystroke
        #expect(view.last?.sections.isEmpty ?? true)
        presenter.didFindSessions([SampleSchedule.ui, SampleSchedule.testing], for: "zoë")
        presenter.didLoadFavorites(["testing"])
        #expect(view.outline == ["Monday 23 November", "  Terminal UIs that Feel Native", "Tuesday 24 November", "  ★ Testing Without Fear"])
        #expect(view.last?.selectedDay == nil)
        #expect(view.last?.title == "Agenda — search “zoë”")
        presenter.didFindSessions([], for: "zoë")
        #expect(view.last?.message == "No sessions match “zoë”.")

        let loadsBefore = interactor.dayLoads.count
        presenter.didChangeSearch("")
        #expect(interactor.dayLoads.count == loadsBefore + 1)
        #expect(view.last?.selectedDay == 0)
    }

    @Test func favoriteFlipsAtOnceAndIsStored() {
        let presenter = makePresenter()
        presenter.didLoadConference(SampleSchedule.conference, catalog: catalog, now: beforeTheConference)
        presenter.didLoadDay(day1, sessions: day1Sessions(), now: beforeTheConference)
        presenter.didToggleFavorite("actors")
        #expect(view.outline.contains("  ★ Actors in Practice"))
        #expect(interactor.favorites.map(\.0) == ["actors"])
        #expect(interactor.favorites.map(\.1) == [true])
        presenter.didToggleFavorite("actors")
        #expect(interactor.favorites.map(\.1) == [true, false])
        #expect(view.outline.contains("  Actors in Practice"))
    }

    @Test func enterOpensDetailsAndErrorsAreShown() {
        let presenter = makePresenter()
        presenter.didSelectSession("nio")
        #expect(router.details == ["nio"])
        presenter.didFail("cannot read the schedule: disk I/O error")
        #expect(view.last?.message == "cannot read the schedule: disk I/O error")
    }

    /// Another process writing made a read or a save fail: the list stays, an alert says what
    /// happened, and a favorite that was not saved loses its star again.
    @Test func aTransientFailureIsAnAlertOverTheListNotAReplacementForIt() {
        let presenter = makePresenter()
        presenter.didLoadConference(SampleSchedule.conference, catalog: catalog, now: beforeTheConference)
        presenter.didLoadDay(day1, sessions: day1Sessions(), now: beforeTheConference)
        let shown = view.outline
        presenter.didFail("the schedule store /d/demo.sqlite is busy: another program has been writing to it for over 10 s; try again")
        #expect(view.outline == shown)
        #expect(view.last?.message == nil)
        #expect(router.problems == ["Could not read the schedule: the schedule store /d/demo.sqlite is busy: another program has been writing to it for over 10 s; try again"])
        presenter.didToggleFavorite("actors")
        #expect(view.outline.contains("  ★ Actors in Practice"))
        presenter.didFailToSaveFavorite("actors", true, "cannot save to the favorites store /d/demo-user.sqlite: the disk is full")
        #expect(view.outline == shown, "the star is gone again")
        #expect(router.problems.last == "Not added to My schedule: cannot save to the favorites store /d/demo-user.sqlite: the disk is full")
    }
}
