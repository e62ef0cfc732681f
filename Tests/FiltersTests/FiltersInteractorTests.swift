import Entities
import ScheduleDataContract
import ScheduleTesting
import TestHarness
import Testing
@testable import Filters

@MainActor
final class OutputSpy: FiltersInteractorOutput {
    var loads: [(categories: [Category], rooms: [Room], counts: SessionCounts?, hidden: HiddenOptions)] = []
    var failures: [String] = []
    var hideFailures: [String] = []
    func didLoadOptions(categories: [Category], rooms: [Room], counts: SessionCounts?, hidden: HiddenOptions) {
        loads.append((categories, rooms, counts, hidden))
    }
    func didFailToHide(_ message: String) { hideFailures.append(message) }
    func didFailToLoadOptions(_ message: String) { failures.append(message) }
}

@MainActor
struct FiltersInteractorTests {
    @Test func readsSessionCategoriesAndRooms() async {
        let store = SampleSchedule.store()
        let interactor = FiltersInteractor(schedule: store, hiding: store.personal)
        let output = OutputSpy()
        interactor.output = output
        interactor.loadOptions()
        #expect(await eventually { output.loads.count == 1 })
        #expect(output.loads.first?.categories.map(\.title) == ["Track", "Level"])
        #expect(output.loads.first?.rooms.map(\.name) == ["Hall A", "Hall B"])
        #expect(output.loads.first?.counts == SessionCounts(byCategoryItem: [11: 3, 12: 1, 21: 3, 22: 1], byRoom: [1: 3, 2: 2]),
                "Swift: actors, ui, testing; Hall A: keynote, actors, testing")
    }

    @Test func hidingIsSavedAndTheOptionsAreReadAgainWithIt() async {
        let store = SampleSchedule.store()
        let interactor = FiltersInteractor(schedule: store, hiding: store.personal)
        let output = OutputSpy()
        interactor.output = output
        interactor.loadOptions()
        #expect(await eventually { output.loads.count == 1 })
        interactor.setHidden(.room(SampleSchedule.hallA.id), true)
        interactor.setHidden(.categoryItem(SampleSchedule.swift.id), true)
        #expect(await eventually { output.loads.last?.hidden == HiddenOptions(categoryItemIDs: [SampleSchedule.swift.id], roomIDs: [SampleSchedule.hallA.id]) })
        interactor.showEverything()
        #expect(await eventually { output.loads.last?.hidden == HiddenOptions.none })
        store.personal.setFailure("disk full")
        interactor.setHidden(.room(SampleSchedule.hallA.id), true)
        #expect(await eventually { output.hideFailures.count == 1 })
    }

    @Test func readsAgainWhenTheScheduleChanges() async {
        let store = SampleSchedule.store()
        let interactor = FiltersInteractor(schedule: store, hiding: store.personal)
        let output = OutputSpy()
        interactor.output = output
        interactor.loadOptions()
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 && output.loads.count == 1 })
        store.replaceSessions(SampleSchedule.sessions, at: SampleSchedule.at(SampleSchedule.day1, 8))
        #expect(await eventually { output.loads.count == 2 })
    }

    @Test func aFailingStoreIsReported() async {
        let store = SampleSchedule.store()
        store.setFailure("database is locked")
        let interactor = FiltersInteractor(schedule: store, hiding: store.personal)
        let output = OutputSpy()
        interactor.output = output
        interactor.loadOptions()
        #expect(await eventually { output.failures == ["cannot read the schedule: database is locked"] })
    }

    @Test func goingAwayStopsListening() async {
        let store = SampleSchedule.store()
        var interactor: FiltersInteractor? = FiltersInteractor(schedule: store, hiding: store.personal)
        interactor?.loadOptions()
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}
