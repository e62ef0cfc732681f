import Entities
import Foundation
import ProgrammeWatch
import ScheduleTesting
import TestHarness
import Testing

@MainActor
private final class OutputSpy: ProgrammeOutput {
    var conferences: [(conference: Conference?, catalog: FilterNames, now: Date)] = []
    var favorites: [Set<String>] = []
    var changes: [RecentChanges] = []
    var failures: [String] = []
    var saveFailures: [String] = []
    func didLoadConference(_ conference: Conference?, catalog: FilterNames, now: Date) { conferences.append((conference, catalog, now)) }
    func didLoadFavorites(_ favorites: Set<String>) { self.favorites.append(favorites) }
    func didLoadChanges(_ changes: RecentChanges) { self.changes.append(changes) }
    func didFail(_ message: String) { failures.append(message) }
    func didFailToSaveFavorite(_ sessionID: String, _ isFavorite: Bool, _ message: String) { saveFailures.append("\(sessionID) \(isFavorite): \(message)") }
}

/// What the Agenda and the Grid keep live beside their day, written once.
@MainActor
struct ProgrammeWatchTests {
    typealias S = SampleSchedule
    let now = SampleSchedule.at(SampleSchedule.day1, 8)

    fileprivate func watching(_ store: InMemoryScheduleStore) -> (ProgrammeWatch, OutputSpy) {
        let watch = ProgrammeWatch(schedule: store, favorites: store.personal, now: { [now] in now })
        let output = OutputSpy()
        watch.output = output
        watch.start()
        return (watch, output)
    }

    @Test func theConferenceWithItsFilterNamesTheStarsAndTheChangesOfTheLastDay() async {
        let store = S.store()
        store.recordChange(ScheduleChange(sessionID: "nio", kind: .moved, before: nil, after: nil, detectedAt: now.addingTimeInterval(-2 * 3600)))
        store.recordChange(ScheduleChange(sessionID: "ui", kind: .moved, before: nil, after: nil, detectedAt: now.addingTimeInterval(-48 * 3600)))
        try? await store.personal.setFavorite("actors", true, at: now)
        let (watch, output) = watching(store)
        #expect(await eventually { !output.conferences.isEmpty && !output.favorites.isEmpty && !output.changes.isEmpty })
        #expect(output.conferences.first?.conference == S.conference && output.conferences.first?.now == now)
        #expect(output.conferences.first?.catalog.rooms == [1: "Hall A", 2: "Hall B"])
        #expect(output.favorites.last == ["actors"])
        #expect(output.changes.last?["nio"].map(\.kind) == [.moved] && output.changes.last?["ui"].isEmpty == true, "a mark lasts a day")
        withExtendedLifetime(watch) {}
    }

    @Test func aSyncReadsTheConferenceAgainAndAStarTheStarsAlone() async {
        let store = S.store()
        let (watch, output) = watching(store)
        #expect(await eventually { output.conferences.count == 1 && output.favorites == [[]] })
        watch.setFavorite("ui", true)
        #expect(await eventually { output.favorites.last == ["ui"] })
        #expect(output.conferences.count == 1, "a star re-reads the stars, not the conference")
        store.replaceSessions(S.sessions, at: now)
        #expect(await eventually { output.conferences.count == 2 })
    }

    @Test func failuresAreSaidWithWhatCouldNotBeDone() async {
        let store = S.store()
        let (watch, output) = watching(store)
        #expect(await eventually { output.favorites.count == 1 })
        store.personal.setFailure("the disk is full")
        watch.setFavorite("ui", true)
        #expect(await eventually { output.saveFailures == ["ui true: the disk is full"] })
        store.setFailure("no such table: session")
        store.broadcast(.schedule)
        #expect(await eventually { output.failures.contains("cannot read the schedule: no such table: session") })
        store.personal.broadcast(.favorites)
        #expect(await eventually { output.failures.contains("cannot read My schedule: the disk is full") })
    }

    @Test func goingAwayStopsListening() async {
        let store = S.store()
        var watch: ProgrammeWatch? = ProgrammeWatch(schedule: store, favorites: store.personal, now: Date.init)
        watch?.start()
        #expect(await eventually { store.listenerCount == 2 && store.personal.listenerCount == 1 })
        watch = nil
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}
