import Entities
import Foundation
import ScheduleTesting
import TestHarness
import Testing
@testable import MySchedule

@MainActor
final class OutputSpy: MyScheduleInteractorOutput {
    var contents: [MySchedulePlan?] = []
    var failures: [String] = []
    func didLoad(_ plan: MySchedulePlan?) { contents.append(plan) }
    func didFail(_ message: String) { failures.append(message) }
    var saveFailures: [String] = []
    func didFailToSave(_ message: String) { saveFailures.append(message) }
}

@MainActor
struct MyScheduleInteractorTests {
    let now = SampleSchedule.at(SampleSchedule.day1, 8)

    func make(_ store: InMemoryScheduleStore) -> (MyScheduleInteractor, OutputSpy) {
        let interactor = MyScheduleInteractor(schedule: store, favorites: store.personal, now: { [now] in now })
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func readsFavoritesTheirSessionsAndOnlyTheirChangesSinceFavorited() async throws {
        let store = SampleSchedule.store()
        try await store.personal.setFavorite("nio", true, at: now)
        try await store.personal.setFavorite("testing", true, at: now)
        store.recordChange(ScheduleChange(sessionID: "nio", kind: .renamed, before: nil, after: nil, detectedAt: now - 60))
        store.recordChange(ScheduleChange(sessionID: "actors", kind: .renamed, before: nil, after: nil, detectedAt: now + 60))
        store.recordChange(ScheduleChange(sessionID: "nio", kind: .moved, before: nil, after: nil, detectedAt: now + 60))
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { output.contents.count == 1 })
        let plan = try #require(output.contents.first ?? nil)
        #expect(plan.entries.map(\.session.id) == ["nio", "testing"])
        #expect(plan.entries.first?.change?.kind == .moved)
        #expect(plan.unseenChanges.map(\.kind) == [.moved])
    }

    @Test func aSyncThatRemovesAFavoritesSessionIsReadWithoutAKey() async throws {
        let store = SampleSchedule.store()
        try await store.personal.setFavorite("nio", true, at: now)
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 && output.contents.count == 1 })
        store.replaceSessions(SampleSchedule.sessions.filter { $0.id != "nio" }, at: now + 120)
        #expect(await eventually { (output.contents.last ?? nil)?.removed.map(\.sessionID) == ["nio"] })
        #expect((output.contents.last ?? nil)?.removed.first?.title == "SwiftNIO from Scratch")
        #expect((output.contents.last ?? nil)?.unseenChanges.map(\.kind) == [.removed])
        #expect((output.contents.last ?? nil)?.entries.isEmpty == true)
    }

    @Test func removingAFavoriteIsStoredAndReadBack() async throws {
        let store = SampleSchedule.store()
        try await store.personal.setFavorite("nio", true, at: now)
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 && output.contents.count == 1 })
        interactor.removeFavorite("nio")
        #expect(await eventually { (output.contents.last ?? nil)?.hasFavorites == false })
    }

    @Test func nothingSyncedAndFailures() async {
        let (interactor, output) = make(InMemoryScheduleStore.empty())
        interactor.start()
        #expect(await eventually { output.contents.count == 1 })
        #expect(output.contents.first! == nil)
        let failing = SampleSchedule.store()
        failing.setFailure("database is locked")
        let (second, secondOutput) = make(failing)
        second.start()
        #expect(await eventually { secondOutput.failures == ["cannot read My schedule: database is locked"] })
    }

    /// "What changed since you last looked" is the person's, kept in the store across restarts;
    /// it is decided here, not in the Presenter.
    @Test func whatWasSeenIsSavedAndReadBack() async throws {
        let store = SampleSchedule.store()
        try await store.personal.setFavorite("nio", true, at: now)
        store.recordChange(ScheduleChange(sessionID: "nio", kind: .moved, before: nil, after: nil, detectedAt: now + 60))
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { output.contents.count == 1 })
        #expect((output.contents.last ?? nil)?.unseenChanges.count == 1)
        interactor.markChangesSeen()
        #expect((output.contents.last ?? nil)?.unseenChanges.isEmpty == true, "at once, before the store has it")
        #expect((output.contents.last ?? nil)?.entries.first?.change?.kind == .moved, "the row still says it moved")
        #expect(await eventually { store.personal.lastLookedValue == now + 60 })
        let (again, againOutput) = make(store)
        again.start()
        #expect(await eventually { againOutput.contents.count == 1 })
        #expect((againOutput.contents.last ?? nil)?.unseenChanges.isEmpty == true)
        store.recordChange(ScheduleChange(sessionID: "nio", kind: .renamed, before: nil, after: nil, detectedAt: now + 120))
        store.broadcast(.schedule)
        #expect(await eventually { (againOutput.contents.last ?? nil)?.unseenChanges.map(\.kind) == [.renamed] })
    }

    @Test func seeingNothingNewSavesNothingAndNeverMovesBack() async throws {
        let store = SampleSchedule.store()
        try await store.personal.setFavorite("nio", true, at: now)
        try await store.personal.setLastLooked(now + 600)
        store.recordChange(ScheduleChange(sessionID: "nio", kind: .moved, before: nil, after: nil, detectedAt: now + 60))
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { output.contents.count == 1 })
        #expect((output.contents.last ?? nil)?.unseenChanges.isEmpty == true)
        interactor.markChangesSeen()
        try await Task.sleep(for: .milliseconds(20))
        #expect(store.personal.lastLookedValue == now + 600, "never moved back")
    }

    @Test func overlappingFavoritesAreFoundHere() async throws {
        let store = SampleSchedule.store()
        for id in ["nio", "actors", "testing"] { try await store.personal.setFavorite(id, true, at: now) }
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { output.contents.count == 1 })
        let plan = try #require(output.contents.last ?? nil)
        let overlapping = Dictionary(uniqueKeysWithValues: plan.entries.map { ($0.session.id, $0.overlapping.map(\.id)) })
        #expect(overlapping["nio"] == ["actors"] && overlapping["actors"] == ["nio"])
        #expect(overlapping["testing"] == [])
    }

    @Test func goingAwayStopsListening() async {
        let store = SampleSchedule.store()
        var interactor: MyScheduleInteractor? = MyScheduleInteractor(schedule: store, favorites: store.personal, now: Date.init)
        interactor?.start()
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}
