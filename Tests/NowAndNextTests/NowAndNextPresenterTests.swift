import Entities
import Foundation
import ScheduleTesting
import Testing
@testable import NowAndNext

/// What Now & next says: a room a line with what is on and how far in, what follows and how
/// soon, the venue's clock beside the person's, and the day's before and after.
@MainActor
struct NowAndNextPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()
    typealias S = SampleSchedule

    func makePresenter(localTimeZone: TimeZone = SampleSchedule.timeZone) -> NowAndNextPresenter {
        let presenter = NowAndNextPresenter(interactor: interactor, router: router, localTimeZone: localTimeZone)
        presenter.view = view
        return presenter
    }

    /// Day 1 at 10:40: Actors and SwiftNIO on (10:30–11:15), lunch (no room) and UIs (Hall B) next.
    var tenForty: NowAndNext {
        NowAndNext(instant: S.at(S.day1, 10, 40), phase: .running, onNow: [S.actors, S.nio], next: [S.lunch, S.ui],
                   rooms: [S.hallA, S.hallB], hasSessionsWithoutRoom: true)
    }

    @Test func aLinePerRoomWithWhatIsOnAndWhatFollows() {
        let presenter = makePresenter(localTimeZone: TimeZone(identifier: "Europe/London")!)
        presenter.viewDidLoad()
        #expect(interactor.starts == 1 && interactor.loads == [.all])
        #expect(view.last?.message == "Loading…")
        presenter.didLoad(S.conference, board: tenForty)
        #expect(view.outline == [
            "Hall A: Actors in Practice — Anna Berg [▰▰▱▱▱▱▱▱ 35 min left] | next: nothing more today",
            "Hall B: SwiftNIO from Scratch — Lei Li [▰▰▱▱▱▱▱▱ 35 min left] | next: Terminal UIs that Feel Native — Zoë Müller [13:00 · in 2 h 20 min]",
            "No room: nothing on | next: Lunch [12:00 · in 1 h 20 min]",
        ])
        #expect(view.last?.header == ["10:40 at the venue (09:40 your time) · Monday 23 November"])
        #expect(view.last?.title == "Now & next")
    }

    @Test func beforeTheConferenceItSaysWhenItStartsAndWithWhat() {
        let presenter = makePresenter()
        let board = NowAndNext(instant: S.at(S.day1.adding(days: -2), 12), phase: .startsLater(opening: S.at(S.day1, 9)),
                               next: [S.keynote, S.nio], rooms: [S.hallA, S.hallB])
        presenter.didLoad(S.conference, board: board)
        #expect(view.last?.header.last == "Sample Conf 2026 starts Monday 23 November at 09:00, in 45 h, with “Opening Keynote” in Hall A.")
        #expect(view.outline.first == "Hall A: nothing on | next: Opening Keynote — Anna Berg [09:00 · in 45 h]")
        #expect(view.last?.header.first == "12:00 at the venue · Saturday 21 November", "the same clock: said once")
    }

    @Test func afterItItSaysItIsOver() {
        let presenter = makePresenter()
        presenter.didLoad(S.conference, board: NowAndNext(instant: S.at(S.day2, 18), phase: .over))
        #expect(view.last?.rows.isEmpty == true)
        #expect(view.last?.header.last == "Sample Conf 2026 is over — its last day was Tuesday 24 November.")
    }

    @Test func searchAndTheTwoTogglesNarrowTheRooms() {
        let presenter = makePresenter()
        presenter.didLoad(S.conference, board: tenForty)
        presenter.didChangeSearch("terminal")
        #expect(view.last?.rows.map(\.room) == ["Hall B"])
        #expect(view.last?.title == "Now & next — search “terminal”")
        presenter.didChangeSearch("hall a")
        #expect(view.last?.rows.map(\.room) == ["Hall A"], "a room's name finds it")
        presenter.didChangeSearch("nothing like it")
        #expect(view.last?.message == "No room or session matches “nothing like it”.")
        presenter.didCancelSearch()
        presenter.didToggleOnlyBusyRooms()
        #expect(view.last?.rows.map(\.room) == ["Hall A", "Hall B"])
        presenter.didLoadFavorites(["lunch"])
        presenter.didToggleOnlyFavorites()
        #expect(view.last?.rows.isEmpty == true, "lunch's line has nothing on")
        #expect(view.last?.title == "Now & next — only rooms with a session on, only My schedule")
        presenter.didToggleOnlyBusyRooms()
        #expect(view.outline == ["No room: nothing on | next: ★Lunch [12:00 · in 1 h 20 min]"])
    }

    @Test func theChosenSessionOpensAndStarsAndArrowsChooseNowOrNext() {
        let presenter = makePresenter()
        presenter.didLoad(S.conference, board: tenForty)
        presenter.didHighlightRoom(S.hallB.id)
        #expect(view.outline[1].hasPrefix("Hall B: ›SwiftNIO"))
        presenter.didSelectRoom(S.hallB.id)
        presenter.didChooseSide(.next)
        #expect(view.outline[1].contains("next: ›Terminal UIs"))
        presenter.didSelectRoom(S.hallB.id)
        presenter.didToggleFavorite(S.hallB.id)
        #expect(router.details == ["nio", "ui"])
        #expect(interactor.favorites.map(\.0) == ["ui"] && interactor.favorites.map(\.1) == [true])
        #expect(view.outline[1].contains("next: ›★Terminal UIs"), "starred at once")
        presenter.didFailToSaveFavorite("ui", true, "disk full")
        #expect(!view.outline[1].contains("★"))
        #expect(router.problems == ["Not added to My schedule: disk full"])
        presenter.didHighlightRoom(S.hallA.id)
        presenter.didSelectRoom(S.hallA.id)
        #expect(router.details.last == "actors", "Hall A has no next: its session on now opens")
    }

    @Test func filtersReadAgainAndNameThemselves() {
        let presenter = makePresenter()
        presenter.didLoad(S.conference, board: tenForty)
        presenter.didLoadCatalog(FilterNames(categoryItems: [S.swift.id: "Swift"], rooms: [:]))
        presenter.didAskForFilters()
        #expect(router.filters == [.all])
        presenter.filtersDidApply(SessionFilter(categoryItemIDs: [S.swift.id]))
        #expect(interactor.loads.last == SessionFilter(categoryItemIDs: [S.swift.id]))
        #expect(view.last?.title == "Now & next — Swift")
        presenter.didLoadCatalog(FilterNames(categoryItems: [S.swift.id: "Swift"], rooms: [9: "Janson"], hidden: HiddenOptions(roomIDs: [9])))
        #expect(view.last?.title == "Now & next — Swift · hiding Janson", "what is hidden is said too")
    }

    @Test func aFailedReadKeepsTheRoomsAndSaysSo() {
        let presenter = makePresenter()
        presenter.didFail("cannot read the schedule: busy")
        #expect(view.last?.message == "cannot read the schedule: busy")
        presenter.didLoad(S.conference, board: tenForty)
        presenter.didFail("cannot read the schedule: busy")
        #expect(view.last?.rows.count == 3)
        #expect(router.problems == ["Could not read the schedule: cannot read the schedule: busy"])
    }

    @Test func nothingSyncedYetIsSaid() {
        let presenter = makePresenter()
        presenter.didLoad(nil, board: NowAndNext(instant: S.at(S.day1, 9), phase: .over))
        #expect(view.last?.message == "No schedule yet — syncing…")
    }
}
