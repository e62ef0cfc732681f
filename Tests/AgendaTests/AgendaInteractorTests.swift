import Entities
import Foundation
import ScheduleDataContract
import ScheduleTesting
import TestHarness
import Testing
@testable import Agenda

@MainActor
final class OutputSpy: AgendaInteractorOutput {
    var conferences: [(Conference?, FilterNames)] = []
    var days: [(day: LocalDate, sessions: [Session])] = []
    var favorites: [Set<String>] = []
    var found: [(text: String, sessions: [Session])] = []
    var failures: [String] = []
    var changes: [RecentChanges] = []
    func didLoadChanges(_ changes: RecentChanges) { self.changes.append(changes) }
    func didLoadConference(_ conference: Conference?, catalog: FilterNames, now: Date) { conferences.append((conference, catalog)) }
    func didLoadDay(_ day: LocalDate, sessions: [Session], now: Date) { days.append((day, sessions)) }
    func didFindSessions(_ sessions: [Session], for text: String) { found.append((text, sessions)) }
    func didLoadFavorites(_ favorites: Set<String>) { self.favorites.append(favorites) }
    func didFail(_ message: String) { failures.append(message) }
    var saveFailures: [String] = []
    func didFailToSaveFavorite(_ sessionID: String, _ isFavorite: Bool, _ message: String) { saveFailures.append("\(sessionID) \(isFavorite): \(message)") }
}

@MainActor
struct AgendaInteractorTests {
    let now = SampleSchedule.at(SampleSchedule.day1, 8)

    func make(_ store: InMemoryScheduleStore) -> (AgendaInteractor, OutputSpy) {
        let interactor = AgendaInteractor(schedule: store, favorites: store.personal, now: { [now] in now })
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func readsTheConferenceAndNamesOfWhatItFiltersBy() async {
        let (interactor, output) = make(SampleSchedule.store())
        interactor.start()
        #expect(await eventually { output.conferences.count == 1 })
        #expect(output.conferences.first?.0 == SampleSchedule.conference)
        #expect(output.conferences.first?.1 == FilterNames(categoryItems: [11: "Swift", 12: "Server", 21: "Beginner", 22: "Advanced"],
                                                             rooms: [1: "Hall A", 2: "Hall B"]))
    }

    @Test func aDayThroughAFilterAndASearch() async {
        let store = SampleSchedule.store()
        let (interactor, output) = make(store)
        interactor.loadDay(SampleSchedule.day1, filter: SessionFilter(categoryItemIDs: [SampleSchedule.swift.id]))
        #expect(await eventually { output.days.count == 1 })
        #expect(output.days.first?.sessions.map(\.id) == ["actors", "ui"])
        interactor.search("berg")
        #expect(await eventually { output.found.count == 1 })
        #expect(output.found.first?.sessions.map(\.id) == ["keynote", "actors"])
        #expect(store.searches == ["berg"])
    }

    @Test func aLongSearchShowsItsFirstScreenfulThenTheWholeList() async {
        // 130 workshops, every five minutes from 08:00: more than a screenful, fewer than the limit.
        let workshops = (0..<130).map { index in
            SampleSchedule.session("w\(index)", "Workshop \(index)", day: SampleSchedule.day1,
                                   from: (8 + index * 5 / 60, index * 5 % 60), to: (8 + (index * 5 + 5) / 60, (index * 5 + 5) % 60),
                                   room: SampleSchedule.hallA)
        }
        let store = InMemoryScheduleStore(feed: ScheduleFeed(sessions: workshops.reversed(), speakers: [], rooms: [SampleSchedule.hallA],
                                                             categories: []), conference: SampleSchedule.conference)
        let (interactor, output) = make(store)
        interactor.search("workshop")
        #expect(await eventually { output.found.count == 2 })
        #expect(output.found[0].sessions.map(\.id) == workshops.prefix(AgendaInteractor.screenful).map(\.id),
                "first the earliest screenful, which is the top of the whole list")
        #expect(output.found[1].sessions.map(\.id) == workshops.map(\.id), "then all of them, in time order")
    }

    @Test func aShortSearchIsShownOnce() async throws {
        let (interactor, output) = make(SampleSchedule.store())
        interactor.search("berg")
        #expect(await eventually { output.found.count == 1 })
        try await Task.sleep(for: .milliseconds(50))
        #expect(output.found.count == 1)
    }

    @Test func aSyncBringsTheNewDataWithoutBeingAsked() async {
        let store = SampleSchedule.store()
        let (interactor, output) = make(store)
        interactor.start()
        interactor.loadDay(SampleSchedule.day1, filter: .all)
        #expect(await eventually { store.listenerCount == 3 && store.personal.listenerCount == 1 && output.days.count == 1 && output.conferences.count == 1 },
                "four live reads: the conference, the changes and the day, and the favorites")
        var retimed = SampleSchedule.nio
        retimed.startsAt = SampleSchedule.at(SampleSchedule.day1, 16)
        retimed.endsAt = SampleSchedule.at(SampleSchedule.day1, 17)
        store.replaceSessions(SampleSchedule.sessions.map { $0.id == "nio" ? retimed : $0 }, at: now)
        #expect(await eventually { output.days.count == 2 && output.conferences.count == 2 })
        #expect(output.days.last?.sessions.last?.id == "nio")
    }

    @Test func aFavoriteIsStoredAndReadBack() async throws {
        let store = SampleSchedule.store()
        let (interactor, output) = make(store)
        interactor.start()
        interactor.loadDay(SampleSchedule.day1, filter: .all)
        #expect(await eventually { store.listenerCount == 3 && store.personal.listenerCount == 1 && output.days.count == 1 && output.favorites == [[]] })
        interactor.setFavorite("ui", true)
        #expect(await eventually { output.favorites.last == ["ui"] })
        #expect(try await store.personal.favorites().map(\.sessionID) == ["ui"])
        #expect(output.days.count == 1, "a favorite re-reads the favorites alone, not the day")
    }

    @Test func failuresAreReported() async {
        let store = SampleSchedule.store()
        store.setFailure("no such table: session")
        let (interactor, output) = make(store)
        interactor.loadDay(SampleSchedule.day1, filter: .all)
        #expect(await eventually { output.failures == ["cannot read the schedule: no such table: session"] })
    }

    @Test func goingAwayStopsListening() async {
        let store = SampleSchedule.store()
        var interactor: AgendaInteractor? = AgendaInteractor(schedule: store, favorites: store.personal, now: Date.init)
        interactor?.start()
        #expect(await eventually { store.listenerCount == 2 && store.personal.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}

@MainActor
struct AgendaClockTests {
    /// An interactor on the real clock, ticking every 20 ms, showing the first day.
    func showingDay1(_ store: InMemoryScheduleStore) -> (AgendaInteractor, OutputSpy) {
        let interactor = AgendaInteractor(schedule: store, favorites: store.personal, now: Date.init, tick: .milliseconds(20))
        let output = OutputSpy()
        interactor.output = output
        interactor.start()
        interactor.loadDay(SampleSchedule.day1, filter: .all)
        return (interactor, output)
    }

    @Test func theDayIsReadAgainAsTimePassesSoNowMovesOn() async {
        let (interactor, output) = showingDay1(SampleSchedule.store())
        // A minute at most: the main actor is shared with every module test in the run.
        #expect(await eventually(within: 60) { output.days.count >= 3 })
        interactor.search("berg")
        let daysBefore = output.days.count
        try? await Task.sleep(for: .milliseconds(100))
        #expect(output.days.count <= daysBefore + 1, "a search is not re-read on the clock")
    }

    @Test func aStoreSlowerThanTheClockStillAnswers() async {
        let store = SampleSchedule.store()
        store.dayReadDelay = .milliseconds(60)
        let (interactor, output) = showingDay1(store)
        // Had each tick cancelled the read before it, no read would ever answer.
        #expect(await eventually(within: 60) { output.days.count >= 2 })
        #expect(output.failures.isEmpty)
        withExtendedLifetime(interactor) {}   // it reads only while it lives
    }

    /// Marks last a day: a change from this morning is delivered, one from two days ago is not.
    @Test func changesOfTheLastDayAreDeliveredForMarking() async {
        let now = SampleSchedule.at(SampleSchedule.day1, 8)
        let store = SampleSchedule.store()
        func change(_ id: String, hoursAgo: Double) -> ScheduleChange {
            ScheduleChange(sessionID: id, kind: .moved, before: nil, after: nil, detectedAt: now.addingTimeInterval(-hoursAgo * 3600))
        }
        store.recordChange(change("ui", hoursAgo: 48))
        store.recordChange(change("nio", hoursAgo: 2))
        let interactor = AgendaInteractor(schedule: store, favorites: store.personal, now: { now })
        let output = OutputSpy()
        interactor.output = output
        interactor.start()
        #expect(await eventually { !output.changes.isEmpty })
        #expect(output.changes.last?["nio"].map { $0.kind } == [.moved])
        #expect(output.changes.last?["ui"].isEmpty == true)
    }
}
