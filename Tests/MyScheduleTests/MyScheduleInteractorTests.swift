import Entities
import Foundation
import Testing
import TestSupport
@testable import MySchedule

@MainActor
final class OutputSpy: MyScheduleInteractorOutput {
    var contents: [MyScheduleContent?] = []
    var failures: [String] = []
    func didLoad(_ content: MyScheduleContent?) { contents.append(content) }
    func didFail(_ message: String) { failures.append(message) }
    var saveFailures: [String] = []
    func didFailToSave(_ message: String) { saveFailures.append(message) }
}

@MainActor
struct MyScheduleInteractorTests {
    let now = SampleSchedule.at(SampleSchedule.day1, 8)

    func make(_ store: InMemoryScheduleStore) -> (MyScheduleInteractor, OutputSpy) {
        let interactor = MyScheduleInteractor(store: store, now: { [now] in now })
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func readsFavoritesTheirSessionsAndOnlyTheirChangesSinceFavorited() async throws {
        let store = SampleSchedule.store()
        try await store.setFavorite("nio", true, at: now)
        try await store.setFavorite("testing", true, at: now)
        store.recordChange(ScheduleChange(sessionID: "nio", kind: .renamed, before: nil, after: nil, detectedAt: now - 60))
        store.recordChange(ScheduleChange(sessionID: "actors", kind: .renamed, before: nil, after: nil, detectedAt: now + 60))
        store.recordChange(ScheduleChange(sessionID: "nio", kind: .moved, before: nil, after: nil, detectedAt: now + 60))
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { output.contents.count == 1 })
        let content = try #require(output.contents.first ?? nil)
        #expect(content.sessions.map(\.id) == ["nio", "testing"])
        #expect(content.changes.map(\.kind) == [.moved])
    }

    @Test func aSyncThatRemovesAFavoritesSessionIsReadWithoutAKey() async throws {
        let store = SampleSchedule.store()
        try await store.setFavorite("nio", true, at: now)
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { store.listenerCount == 1 && output.contents.count == 1 })
        store.replaceSessions(SampleSchedule.sessions.filter { $0.id != "nio" }, at: now + 120)
        #expect(await eventually { (output.contents.last ?? nil)?.favorites.first?.sessionRemoved == true })
        #expect((output.contents.last ?? nil)?.changes.map(\.kind) == [.removed])
        #expect((output.contents.last ?? nil)?.sessions.isEmpty == true)
    }

    @Test func removingAFavoriteIsStoredAndReadBack() async throws {
        let store = SampleSchedule.store()
        try await store.setFavorite("nio", true, at: now)
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { store.listenerCount == 1 && output.contents.count == 1 })
        interactor.removeFavorite("nio")
        #expect(await eventually { (output.contents.last ?? nil)?.favorites.isEmpty == true })
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

    /// "What changed since you last looked" is the person's, kept in the store across restarts.
    @Test func whatWasSeenIsSavedAndReadBack() async throws {
        let store = SampleSchedule.store()
        try await store.setFavorite("nio", true, at: now)
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { output.contents.count == 1 })
        #expect((output.contents.last ?? nil)?.lastLooked == nil)
        interactor.markLooked(upTo: now + 60)
        #expect(await eventually { store.lastLookedValue == now + 60 })
        interactor.markLooked(upTo: now)
        try? await Task.sleep(for: .milliseconds(20))
        #expect(store.lastLookedValue == now + 60, "never moved back")
        let (again, againOutput) = make(store)
        again.start()
        #expect(await eventually { (againOutput.contents.last ?? nil)?.lastLooked == now + 60 })
    }

    @Test func goingAwayStopsListening() async {
        let store = SampleSchedule.store()
        var interactor: MyScheduleInteractor? = MyScheduleInteractor(store: store, now: Date.init)
        interactor?.start()
        #expect(await eventually { store.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { store.listenerCount == 0 })
    }
}
