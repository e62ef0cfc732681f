import Entities
import FiltersContract
import ScheduleDataContract
import Testing
import TestSupport
@testable import Filters

@MainActor
final class ViewSpy: FiltersView {
    var models: [FiltersViewModel] = []
    var last: FiltersViewModel? { models.last }
    func show(_ model: FiltersViewModel) { models.append(model) }
}

@MainActor
final class InteractorSpy: FiltersUseCase {
    var loads = 0
    func loadOptions() { loads += 1 }
}

@MainActor
final class RouterSpy: FiltersWireframe {
    var closes = 0
    func close() { closes += 1 }
}

@MainActor
final class DelegateSpy: FiltersDelegate {
    var applied: [SessionFilter] = []
    func filtersDidApply(_ filter: SessionFilter) { applied.append(filter) }
}

@MainActor
struct FiltersPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()
    let delegate = DelegateSpy()

    func makePresenter(current: SessionFilter = .all) -> FiltersPresenter {
        let presenter = FiltersPresenter(interactor: interactor, router: router, current: current, delegate: delegate)
        presenter.view = view
        return presenter
    }

    @Test func showsLoadingThenTheOptionsByGroupWithRoomsLast() {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(interactor.loads == 1)
        #expect(view.last?.message == "Loading…")
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil)
        #expect(view.last?.message == nil)
        #expect(view.last?.sections.map(\.title) == ["Track", "Level", "Rooms"])
        #expect(view.last?.sections[0].rows.map(\.title) == ["Swift", "Server"])
        #expect(view.last?.summary == "Showing everything")
    }

    @Test func togglingPicksAndUnpicksAndTheSummaryNamesThePicks() {
        let presenter = makePresenter()
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil)
        presenter.didToggle(.categoryItem(SampleSchedule.swift.id))
        presenter.didToggle(.room(SampleSchedule.hallB.id))
        #expect(view.last?.summary == "Showing only: Swift, Hall B")
        #expect(view.last?.sections[0].rows[0].isSelected == true)
        presenter.didToggle(.categoryItem(SampleSchedule.swift.id))
        #expect(view.last?.summary == "Showing only: Hall B")
    }

    @Test func applyHandsTheSelectionToTheDelegateAndCloses() {
        let presenter = makePresenter(current: SessionFilter(roomIDs: [SampleSchedule.hallA.id]))
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil)
        presenter.didToggle(.categoryItem(SampleSchedule.beginner.id))
        presenter.didApply()
        #expect(delegate.applied == [SessionFilter(categoryItemIDs: [SampleSchedule.beginner.id], roomIDs: [SampleSchedule.hallA.id])])
        #expect(router.closes == 1)
    }

    @Test func clearAllEmptiesTheSelectionAndCancelClosesWithoutTellingTheDelegate() {
        let presenter = makePresenter(current: SessionFilter(categoryItemIDs: [SampleSchedule.swift.id]))
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil)
        presenter.didClearAll()
        #expect(presenter.selection == .all)
        #expect(view.last?.sections.allSatisfy { $0.rows.allSatisfy { !$0.isSelected } } == true)
        presenter.didCancel()
        #expect(delegate.applied.isEmpty)
        #expect(router.closes == 1)
    }

    @Test func findingNarrowsEveryGroupAndEachOptionSaysHowManySessionsItHolds() {
        let presenter = makePresenter()
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms,
                                 counts: SessionCounts(byCategoryItem: [SampleSchedule.swift.id: 3], byRoom: [SampleSchedule.hallB.id: 2]))
        #expect(view.last?.sections[0].rows.map(\.count) == [3, 0], "Server has none")
        presenter.didChangeSearch("  HALL b ")
        #expect(view.last?.sections.map(\.title) == ["Rooms"], "groups with nothing found go")
        #expect(view.last?.sections[0].rows.map(\.title) == ["Hall B"])
        #expect(view.last?.sections[0].rows.first?.count == 2)
        presenter.didChangeSearch("er")
        #expect(view.last?.sections.map { $0.rows.map(\.title) } == [["Server"], ["Beginner"]])
        presenter.didChangeSearch("nothing like it")
        #expect(view.last?.sections.isEmpty == true)
        #expect(view.last?.message == "No track, level, format or room matches “nothing like it”.")
        presenter.didChangeSearch("")
        #expect(view.last?.sections.count == 3 && view.last?.message == nil)
    }

    @Test func picksTheScheduleNoLongerHasAreDropped() {
        let presenter = makePresenter(current: SessionFilter(categoryItemIDs: [SampleSchedule.swift.id, 999], roomIDs: [77]))
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil)
        #expect(presenter.selection == SessionFilter(categoryItemIDs: [SampleSchedule.swift.id]))
    }

    @Test func emptyAndErrorStatesAreSaidInWords() {
        let presenter = makePresenter()
        presenter.didLoadOptions(categories: [], rooms: [], counts: nil)
        #expect(view.last?.message == "This schedule has no tracks, levels or rooms to filter by.")
        presenter.didFailToLoadOptions("cannot read the schedule: disk full")
        #expect(view.last?.message == "cannot read the schedule: disk full")
        #expect(view.last?.sections.isEmpty == true)
    }
}
