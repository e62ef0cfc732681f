import Entities
import Foundation
import ScheduleDataContract
import ScheduleTesting
import TestHarness
import Testing
@testable import Speakers

@MainActor
final class OutputSpy: SpeakersInteractorOutput {
    var lists: [[Speaker]] = []
    var found: [(text: String, result: SpeakerSearchResult)] = []
    var favorites: [Set<String>] = []
    var failures: [String] = []
    var totals: [Int] = []
    func didLoadSpeakers(_ speakers: [Speaker], total: Int, hasSchedule: Bool) {
        lists.append(speakers)
        totals.append(total)
    }
    func didFindSpeakers(_ found: SpeakerSearchResult, for text: String) { self.found.append((text, found)) }
    func didLoadFavorites(_ favorites: Set<String>) { self.favorites.append(favorites) }
    func didFail(_ message: String) { failures.append(message) }
}

@MainActor
struct SpeakersInteractorTests {
    func make(_ store: InMemoryScheduleStore) -> (SpeakersInteractor, OutputSpy) {
        let interactor = SpeakersInteractor(schedule: store, favorites: store.personal)
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func everyoneAndTheFavoritesNowAndAfterEveryChange() async throws {
        let store = SampleSchedule.store()
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { output.lists.count == 1 && output.favorites.count == 1 })
        #expect(output.lists[0].map(\.id) == ["s-anna", "s-lei", "s-zoe"], "A–Z by surname")
        try await store.personal.setFavorite("nio", true, at: Date())
        #expect(await eventually { output.favorites.last == ["nio"] })
        #expect(output.lists.count == 1, "a favorite re-reads the favorites, not every speaker")
        store.replaceSessions(SampleSchedule.sessions, at: Date())
        #expect(await eventually { output.lists.count == 2 }, "a sync re-reads the list")
        withExtendedLifetime(interactor) {}   // its live reads last as long as it does
    }

    @Test func aLongListShowsItsTopFirstThenEveryone() async {
        let speakers = (0..<50).map { Speaker(id: "p\($0)", firstName: "P", lastName: "Name\(100 + $0)") }
        let store = SampleSchedule.store()
        store.replaceFeed(ScheduleFeed(sessions: SampleSchedule.sessions, speakers: speakers, rooms: SampleSchedule.feed.rooms,
                                       categories: SampleSchedule.feed.categories), at: Date())
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { output.lists.count == 2 })
        #expect(output.lists.map(\.count) == [SpeakersInteractor.firstScreenful, 50], "a screenful, then everyone")
        #expect(output.lists[0].map(\.id) == Array(output.lists[1].map(\.id).prefix(SpeakersInteractor.firstScreenful)), "the top of the same list")
        #expect(output.totals == [50, 50], "the count is the whole list's from the first")
        withExtendedLifetime(interactor) {}
    }

    @Test func aSearchIsLiveUntilCancelled() async {
        let store = SampleSchedule.store()
        let (interactor, output) = make(store)
        interactor.search("server")
        #expect(await eventually { output.found.count == 1 })
        #expect(output.found[0].result.byOtherText.map(\.id) == ["s-lei"], "Lei's tag line")
        #expect(store.speakerSearches == ["server"])
        store.replaceSessions(SampleSchedule.sessions, at: Date())
        #expect(await eventually { output.found.count == 2 })
        interactor.cancelSearch()
        store.replaceSessions(SampleSchedule.sessions, at: Date())
        try? await Task.sleep(for: .milliseconds(50))
        #expect(output.found.count == 2, "a cancelled search is not read again")
    }

    /// Many found: the first screenful is shown before the rest is read; few: one read.
    @Test func aLongSearchShowsItsFirstScreenfulFirst() async {
        let store = SampleSchedule.store()
        let kims = (0..<70).map { Speaker(id: "kim-\($0)", firstName: "Kim", lastName: "Number \($0)") }
        store.replaceFeed(ScheduleFeed(sessions: SampleSchedule.sessions, speakers: SampleSchedule.feed.speakers + kims,
                                       rooms: SampleSchedule.feed.rooms, categories: SampleSchedule.feed.categories), at: Date())
        let (interactor, output) = make(store)
        interactor.search("kim")
        #expect(await eventually { output.found.count == 2 })
        #expect(output.found.map { $0.result.byName.count } == [SpeakersInteractor.firstScreenful, 70])
        interactor.search("anna")
        #expect(await eventually { output.found.count == 3 })
        #expect(output.found[2].result.byName.map(\.id) == ["s-anna"])
        try? await Task.sleep(for: .milliseconds(50))
        #expect(output.found.count == 3, "few found: one read")
        withExtendedLifetime(interactor) {}
    }

    @Test func failuresAreReported() async {
        let store = SampleSchedule.store()
        store.setFailure("no such table: speaker")
        let (interactor, output) = make(store)
        interactor.start()
        #expect(await eventually { output.failures.contains("cannot read the speakers: no such table: speaker") })
        withExtendedLifetime(interactor) {}
    }

    @Test func goingAwayStopsListening() async {
        let store = SampleSchedule.store()
        var interactor: SpeakersInteractor? = SpeakersInteractor(schedule: store, favorites: store.personal)
        interactor?.start()
        interactor?.search("anna")
        #expect(await eventually { store.listenerCount == 2 && store.personal.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}
