import Entities
import ScheduleDataContract
import ScheduleTesting
import Testing
import TestHarness

/// The in-memory schedule does what module tests count on the real store to do.
@MainActor @Suite struct InMemoryScheduleStoreTests {
    typealias S = SampleSchedule

    @Test func aDayIsInTimeOrderThroughTheFilterAndLeavesOutWhatIsHidden() async throws {
        let store = S.store()
        #expect(try await store.sessions(on: S.day1, matching: .all).map(\.id) == ["keynote", "actors", "nio", "lunch", "ui"])
        #expect(try await store.sessions(on: S.day1, matching: SessionFilter(roomIDs: [S.hallB.id])).map(\.id) == ["nio", "ui"])
        try await store.personal.setRoom(S.hallA.id, hidden: true)
        #expect(try await store.sessions(on: S.day1, matching: .all).map(\.id).contains("keynote") == false, "hidden from every view")
    }

    @Test func aChangeIsAnnouncedAndAFailureThrown() async throws {
        let store = S.store()
        let events = store.changeEvents()
        store.replaceSessions([S.keynote], at: S.at(S.day1, 8))
        var iterator = events.makeAsyncIterator()
        #expect(await iterator.next() == .schedule)
        store.setFailure("database is locked")
        await #expect(throws: InMemoryScheduleStore.Failure.self) { try await store.conference() }
    }
}
