import Entities
import Foundation
import ScheduleTesting
import Testing
@testable import Grid

/// What the Grid shows and where the arrows take the highlight.
@MainActor
struct GridPresenterTests {
    typealias S = SampleSchedule
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()

    func loaded(now: Date = SampleSchedule.at(SampleSchedule.day1, 10, 40)) -> GridPresenter {
        let presenter = GridPresenter(interactor: interactor, router: router)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.didLoadConference(S.conference, catalog: FilterNames(), now: now)
        presenter.didLoadDay(S.day1, sessions: [S.keynote, S.actors, S.nio, S.lunch, S.ui].map(SessionOutline.init), rooms: [S.hallA, S.hallB], now: now)
        return presenter
    }

    @Test func theDayOfNowOpensWithWhatIsOnHighlightedAndTheNowLine() {
        let presenter = loaded()
        #expect(interactor.starts == 1 && interactor.dayLoads.map(\.0) == [S.day1])
        #expect(view.last?.columns == ["Hall A", "Hall B", "No room"])
        #expect(view.last?.days == ["Mon 23 Nov", "Tue 24 Nov"] && view.last?.selectedDay == 0)
        #expect(view.selectedID == "actors", "on now at 10:40")
        #expect(view.last?.nowRow == 6)
        #expect(view.last?.boxes.first { $0.sessionID == "keynote" }?.rows == 4)
        withExtendedLifetime(presenter) {}
    }

    @Test func arrowsMoveThroughRoomsAndTimeAndPagesByTheHour() {
        let presenter = loaded()
        presenter.didMove(.right)
        #expect(view.selectedID == "nio", "the same time in the next room")
        presenter.didMove(.down)
        #expect(view.selectedID == "ui")
        presenter.didMove(.right)
        #expect(view.selectedID == "lunch", "the room-less column, the nearest in time")
        presenter.didMove(.left)
        presenter.didMove(.left)
        #expect(view.selectedID == "actors" || view.selectedID == "keynote")
        presenter.didMove(.pageUp)
        #expect(view.selectedID == "keynote")
        presenter.didMove(.pageDown)
        #expect(view.selectedID == "actors")
        presenter.didMove(.up)
        #expect(view.selectedID == "keynote")
        presenter.didMove(.up)
        #expect(view.selectedID == "keynote", "the first stays")
    }

    @Test func enterOpensStarStarsAndFiltersAndDaysReadAgain() {
        let presenter = loaded()
        presenter.didChooseSelected()
        #expect(router.details == ["actors"])
        presenter.didToggleFavorite()
        #expect(interactor.favorites.map(\.0) == ["actors"] && view.last?.boxes.first { $0.sessionID == "actors" }?.isFavorite == true)
        presenter.didFailToSaveFavorite("actors", true, "disk full")
        #expect(view.last?.boxes.first { $0.sessionID == "actors" }?.isFavorite == false)
        #expect(router.problems == ["Not added to My schedule: disk full"])
        presenter.didAskForFilters()
        #expect(router.filters == [.all])
        presenter.filtersDidApply(SessionFilter(roomIDs: [S.hallB.id]))
        #expect(interactor.dayLoads.last?.1 == SessionFilter(roomIDs: [S.hallB.id]))
        presenter.didMoveDay(by: 1)
        #expect(interactor.dayLoads.last?.0 == S.day2)
        presenter.didMoveDay(by: 1)
        #expect(interactor.dayLoads.last?.0 == S.day2, "no day after the last")
        let loads = interactor.dayLoads.count
        presenter.didChooseDay(0)
        #expect(interactor.dayLoads.last?.0 == S.day1 && interactor.dayLoads.count == loads + 1, "a click on the first day")
    }

    @Test func emptyAndFailedDaysAreSaidInWords() {
        let presenter = loaded()
        presenter.didLoadDay(S.day1, sessions: [], rooms: [S.hallA], now: S.at(S.day1, 10))
        #expect(view.last?.message == "Nothing is scheduled on this day.")
        presenter.didFail("cannot read the schedule: busy")
        #expect(router.problems.isEmpty == false || view.last?.message != nil)
        let fresh = GridPresenter(interactor: InteractorSpy(), router: router)
        fresh.view = view
        fresh.didLoadConference(nil, catalog: FilterNames(), now: S.at(S.day1, 10))
        #expect(view.last?.message == "No schedule yet — syncing…")
    }
}
