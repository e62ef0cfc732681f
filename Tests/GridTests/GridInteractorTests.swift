import Entities
import Foundation
import ScheduleDataContract
import ScheduleTesting
import TestHarness
import Testing
@testable import Grid

@MainActor
final class OutputSpy: GridInteractorOutput {
    var conferences: [Conference?] = []
    var days: [(day: LocalDate, sessions: [SessionOutline], rooms: [Room])] = []
    var changes: [RecentChanges] = []
    var favorites: [Set<String>] = []
    var failures: [String] = []
    var saveFailures: [String] = []
    func didLoadConference(_ conference: Conference?, catalog: FilterNames, now: Date) { conferences.append(conference) }
    func didLoadDay(_ day: LocalDate, sessions: [SessionOutline], rooms: [Room], now: Date) { days.append((day, sessions, rooms)) }
    func didLoadChanges(_ changes: RecentChanges) { self.changes.append(changes) }
    func didLoadFavorites(_ favorites: Set<String>) { self.favorites.append(favorites) }
    func didFail(_ message: String) { failures.append(message) }
    func didFailToSaveFavorite(_ sessionID: String, _ isFavorite: Bool, _ message: String) { saveFailures.append(sessionID) }
}

@MainActor
struct GridInteractorTests {
    typealias S = SampleSchedule

    func make(_ store: InMemoryScheduleStore) -> (GridInteractor, OutputSpy) {
        let interactor = GridInteractor(schedule: store, favorites: store.personal, now: { SampleSchedule.at(SampleSchedule.day1, 10) })
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func readsTheConferenceAndADayWithItsRoomsAndAgainOnAChange() async {
        let store = S.store()
        let (interactor, output) = make(store)
        interactor.start()
        interactor.loadDay(S.day1, filter: SessionFilter(roomIDs: [S.hallB.id]))
        #expect(await eventually { output.conferences.count == 1 && output.days.count == 1 && output.favorites.count == 1 })
        #expect(output.days[0].sessions.map(\.id) == ["nio", "ui"])
        #expect(output.days[0].rooms.map(\.name) == ["Hall A", "Hall B"])
        store.replaceSessions(S.sessions, at: S.at(S.day1, 8))
        #expect(await eventually { output.days.count == 2 })
        store.setFailure("busy")
        store.broadcast(.schedule)
        #expect(await eventually { !output.failures.isEmpty })
        withExtendedLifetime(interactor) {}
    }

    @Test func aFavoriteIsWrittenAndAFailedWriteReported() async {
        let store = S.store()
        let (interactor, output) = make(store)
        interactor.setFavorite("ui", true)
        #expect(await eventually { (try? await store.personal.favoriteSessionIDs()) == ["ui"] })
        store.personal.setFailure("disk full")
        interactor.setFavorite("ui", false)
        #expect(await eventually { output.saveFailures == ["ui"] })
    }
}
