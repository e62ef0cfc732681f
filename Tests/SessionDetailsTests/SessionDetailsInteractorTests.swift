import CalendarServiceTesting
import Entities
import Foundation
import ScheduleTesting
import TestHarness
import Testing
@testable import SessionDetails

@MainActor
final class OutputSpy: SessionDetailsInteractorOutput {
    var loaded: [(session: Session, isFavorite: Bool)] = []
    var timeZones: [TimeZone] = []
    var notFound = 0
    var failures: [String] = []
    var calendarFiles: [URL] = []
    var calendarFailures: [String] = []
    func didLoad(_ session: Session, isFavorite: Bool, timeZone: TimeZone) {
        loaded.append((session, isFavorite))
        timeZones.append(timeZone)
    }
    func didNotFindSession() { notFound += 1 }
    func didFail(_ message: String) { failures.append(message) }
    var saveFailures: [String] = []
    func didFailToSaveFavorite(_ isFavorite: Bool, _ message: String) { saveFailures.append("\(isFavorite): \(message)") }
    func didSaveToCalendar(_ file: URL) { calendarFiles.append(file) }
    func didFailToAddToCalendar(_ message: String) { calendarFailures.append(message) }
}

@MainActor
struct SessionDetailsInteractorTests {
    let noon = SampleSchedule.at(SampleSchedule.day1, 12)

    func make(_ id: String, store: InMemoryScheduleStore, calendar: CalendarSpy = CalendarSpy()) -> (SessionDetailsInteractor, OutputSpy) {
        let interactor = SessionDetailsInteractor(sessionID: id, schedule: store, favorites: store.personal, calendar: calendar, now: { [noon] in noon })
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func readsTheSessionAndItsFavoriteMark() async {
        let store = SampleSchedule.store()
        try? await store.personal.setFavorite("actors", true, at: noon)
        let (interactor, output) = make("actors", store: store)
        interactor.load()
        #expect(await eventually { output.loaded.count == 1 })
        #expect(output.loaded.first?.session == SampleSchedule.actors)
        #expect(output.loaded.first?.isFavorite == true)
    }

    @Test func favoriteIsStoredAndTheChangeIsReadBack() async throws {
        let store = SampleSchedule.store()
        let (interactor, output) = make("nio", store: store)
        interactor.load()
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 && output.loaded.count == 1 })
        interactor.setFavorite(true)
        #expect(await eventually { output.loaded.last?.isFavorite == true })
        #expect(try await store.personal.favorites() == [Favorite(sessionID: "nio", addedAt: noon)])
    }

    @Test func aRetimedSessionIsReadAgainAndARemovedOneIsNotFound() async {
        let store = SampleSchedule.store()
        let (interactor, output) = make("nio", store: store)
        interactor.load()
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 && output.loaded.count == 1 })
        var moved = SampleSchedule.nio
        moved.startsAt = SampleSchedule.at(SampleSchedule.day1, 14)
        moved.endsAt = SampleSchedule.at(SampleSchedule.day1, 15)
        store.replaceSessions(SampleSchedule.sessions.map { $0.id == "nio" ? moved : $0 }, at: noon)
        #expect(await eventually { output.loaded.last?.session.startsAt == moved.startsAt })
        store.replaceSessions(SampleSchedule.sessions.filter { $0.id != "nio" }, at: noon)
        #expect(await eventually { output.notFound == 1 })
    }

    @Test func errorsAreReported() async {
        let store = SampleSchedule.store()
        store.setFailure("database disk image is malformed")
        let (interactor, output) = make("nio", store: store)
        interactor.load()
        #expect(await eventually { output.failures == ["cannot read the session: database disk image is malformed"] })
    }

    @Test func goingAwayStopsListening() async {
        let store = SampleSchedule.store()
        var interactor: SessionDetailsInteractor? = SessionDetailsInteractor(sessionID: "nio", schedule: store, favorites: store.personal, calendar: CalendarSpy(), now: Date.init)
        interactor?.load()
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }

    @Test func theSessionAsReadLastGoesToTheCalendarService() async {
        let store = SampleSchedule.store()
        let calendar = CalendarSpy()
        let (interactor, output) = make("nio", store: store, calendar: calendar)
        interactor.addToCalendar()  // nothing read yet: nothing to add
        interactor.load()
        #expect(await eventually { output.loaded.count == 1 })
        interactor.addToCalendar()
        #expect(await eventually { output.calendarFiles == [CalendarSpy.file(for: "nio")] })
        #expect(calendar.savedSessionIDs == ["nio"])
    }

    @Test func aCalendarFailureIsReportedInWords() async {
        let calendar = CalendarSpy(failure: .cannotWrite(path: "/data/podium/exports/demo-nio.ics", detail: "No space left on device"))
        let (interactor, output) = make("nio", store: SampleSchedule.store(), calendar: calendar)
        interactor.load()
        #expect(await eventually { output.loaded.count == 1 })
        interactor.addToCalendar()
        #expect(await eventually { output.calendarFailures == ["cannot write /data/podium/exports/demo-nio.ics: No space left on device"] })
    }
}
