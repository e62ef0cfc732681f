import Entities
import FiltersContract
import ScheduleDataContract
import ScheduleTesting
import Testing
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
    var hides: [(FilterOption, Bool)] = []
    var showEverythings = 0
    func loadOptions() { loads += 1 }
    func setHidden(_ option: FilterOption, _ isHidden: Bool) { hides.append((option, isHidden)) }
    func showEverything() { showEverythings += 1 }
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
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil, hidden: .none)
        #expect(view.last?.message == nil)
        #expect(view.last?.sections.map(\.title) == ["Track", "Level", "Rooms"])
        #expect(view.last?.sections[0].rows.map(\.title) == ["Swift", "Server"])
        #expect(view.last?.summary == "Showing everything")
    }

    /// With something hidden the sheet never says "Showing everything".
    @Test func theSummarySaysWhatIsHidden() {
        let presenter = makePresenter()
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil,
                                 hidden: HiddenOptions(roomIDs: [SampleSchedule.hallA.id]))
        #expect(view.last?.summary == "Showing everything else · hiding Hall A")
    }

    @Test func togglingPicksAndUnpicksAndTheSummaryNamesThePicks() {
        let presenter = makePresenter()
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil, hidden: .none)
        presenter.didToggle(.categoryItem(SampleSchedule.swift.id))
        presenter.didToggle(.room(SampleSchedule.hallB.id))
        #expect(view.last?.summary == "Showing only: Swift, Hall B")
        #expect(view.last?.sections[0].rows[0].isSelected == true)
        presenter.didToggle(.categoryItem(SampleSchedule.swift.id))
        #expect(view.last?.summary == "Showing only: Hall B")
    }

    @Test func applyHandsTheSelectionToTheDelegateAndCloses() {
        let presenter = makePresenter(current: SessionFilter(roomIDs: [SampleSchedule.hallA.id]))
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil, hidden: .none)
        presenter.didToggle(.categoryItem(SampleSchedule.beginner.id))
        presenter.didApply()
        #expect(delegate.applied == [SessionFilter(categoryItemIDs: [SampleSchedule.beginner.id], roomIDs: [SampleSchedule.hallA.id])])
        #expect(router.closes == 1)
    }

    @Test func clearAllEmptiesTheSelectionAndCancelClosesWithoutTellingTheDelegate() {
        let presenter = makePresenter(current: SessionFilter(categoryItemIDs: [SampleSchedule.swift.id]))
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil, hidden: .none)
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
                                 counts: SessionCounts(byCategoryItem: [SampleSchedule.swift.id: 3], byRoom: [SampleSchedule.hallB.id: 2]),
                                 hidden: .none)
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

    @Test func hiddenOptionsAreListedFirstAndMarkedAndOneKeyShowsThemAgain() {
        let presenter = makePresenter()
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil,
                                 hidden: HiddenOptions(roomIDs: [SampleSchedule.hallB.id]))
        #expect(view.last?.sections.first?.title == "Hidden from every view (h shows one again, H all)")
        #expect(view.last?.sections.first?.rows.map(\.title) == ["Hall B"])
        #expect(view.last?.sections.last?.rows.map(\.isHidden) == [false, true], "marked in its group too")
        presenter.didToggleHidden(.categoryItem(SampleSchedule.server.id))
        #expect(interactor.hides.map(\.0) == [.categoryItem(SampleSchedule.server.id)] && interactor.hides.map(\.1) == [true])
        #expect(view.last?.sections.first?.rows.map(\.title) == ["Server", "Hall B"], "at once")
        presenter.didToggleHidden(.room(SampleSchedule.hallB.id))
        #expect(interactor.hides.last?.1 == false, "h again shows it")
        presenter.didShowEverything()
        #expect(interactor.showEverythings == 1)
        #expect(view.last?.sections.map(\.title) == ["Track", "Level", "Rooms"])
        presenter.didShowEverything()
        #expect(interactor.showEverythings == 1, "nothing hidden: nothing to do")
    }

    @Test func picksTheScheduleNoLongerHasAreDropped() {
        let presenter = makePresenter(current: SessionFilter(categoryItemIDs: [SampleSchedule.swift.id, 999], roomIDs: [77]))
        presenter.didLoadOptions(categories: SampleSchedule.feed.categories, rooms: SampleSchedule.feed.rooms, counts: nil, hidden: .none)
        #expect(presenter.selection == SessionFilter(categoryItemIDs: [SampleSchedule.swift.id]))
    }

    @Test func emptyAndErrorStatesAreSaidInWords() {
        let presenter = makePresenter()
        presenter.didLoadOptions(categories: [], rooms: [], counts: nil, hidden: .none)
        #expect(view.last?.message == "This schedule has no tracks, levels or rooms to filter by.")
        presenter.didFailToLoadOptions("cannot read the schedule: disk full")
        #expect(view.last?.message == "cannot read the schedule: disk full")
        #expect(view.last?.sections.isEmpty == true)
    }
}
