import Entities
import Foundation
import ScheduleDataContract
import ScheduleTesting
import Synchronization
import TestHarness
import Testing
@testable import NowAndNext

@MainActor
final class OutputSpy: NowAndNextInteractorOutput {
    var boards: [(conference: Conference?, board: NowAndNext)] = []
    var favorites: [Set<String>] = []
    var catalogs: [FilterNames] = []
    var failures: [String] = []
    var saveFailures: [String] = []
    func didLoad(_ conference: Conference?, board: NowAndNext) { boards.append((conference, board)) }
    func didLoadFavorites(_ favorites: Set<String>) { self.favorites.append(favorites) }
    func didLoadCatalog(_ catalog: FilterNames) { catalogs.append(catalog) }
    func didFail(_ message: String) { failures.append(message) }
    func didFailToSaveFavorite(_ sessionID: String, _ isFavorite: Bool, _ message: String) { saveFailures.append(sessionID) }
}

/// A clock the test moves: each wait the Interactor asks for is recorded and passes at once,
/// moving the clock on by it, until `limit` waits; later ones never end.
final class SteppingClock: Sendable {
    private let state: Mutex<(now: Date, waits: [Duration])>
    let limit: Int

    init(_ start: Date, limit: Int) {
        state = Mutex((start, []))
        self.limit = limit
    }

    var now: Date { state.withLock { $0.now } }
    var waits: [Duration] { state.withLock { $0.waits } }

    func sleep(_ duration: Duration) async throws {
        let passes = state.withLock { state -> Bool in
            guard state.waits.count < limit else { return false }
            state.waits.append(duration)
            state.now = state.now.addingTimeInterval(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
            return true
        }
        if !passes { try await Task.sleep(for: .seconds(3_600)) }
    }
}

@MainActor
struct NowAndNextInteractorTests {
    typealias S = SampleSchedule

    func make(_ store: InMemoryScheduleStore, clock: SteppingClock) -> (NowAndNextInteractor, OutputSpy) {
        let interactor = NowAndNextInteractor(schedule: store, favorites: store.personal, now: { clock.now }, sleep: { try await clock.sleep($0) })
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func readsWhatIsOnAndMovesOnWhenASessionEndsWithNoKeyPressed() async {
        // 11:14:30: Actors and SwiftNIO end at 11:15, sooner than the minute turns... at 11:15:00 exactly.
        let clock = SteppingClock(S.at(S.day1, 11, 14).addingTimeInterval(30), limit: 1)
        let (interactor, output) = make(S.store(), clock: clock)
        interactor.load(filter: .all)
        #expect(await eventually { output.boards.count == 2 })
        #expect(output.boards[0].board.onNow.map(\.id) == ["actors", "nio"])
        #expect(output.boards[0].conference == S.conference)
        #expect(clock.waits == [.milliseconds(30_000)], "until the sessions end (and the minute turns)")
        #expect(output.boards[1].board.onNow.isEmpty, "they ended")
        #expect(output.boards[1].board.next.map(\.id) == ["lunch", "ui"])
    }

    @Test func countdownsMoveOnEveryMinute() async {
        let clock = SteppingClock(S.at(S.day1, 10, 40).addingTimeInterval(15), limit: 2)
        let (interactor, output) = make(S.store(), clock: clock)
        interactor.load(filter: .all)
        #expect(await eventually { output.boards.count == 3 })
        #expect(clock.waits == [.milliseconds(45_000), .milliseconds(60_000)], "at each turn of the minute")
    }

    @Test func aFilterAndTheFavoritesAndTheCatalogAreRead() async throws {
        let store = S.store()
        try await store.personal.setFavorite("ui", true, at: S.at(S.day1, 8))
        let (interactor, output) = make(store, clock: SteppingClock(S.at(S.day1, 10, 40), limit: 0))
        interactor.start()
        interactor.load(filter: SessionFilter(categoryItemIDs: [S.swift.id]))
        #expect(await eventually { !output.boards.isEmpty && !output.favorites.isEmpty && !output.catalogs.isEmpty })
        let (unfiltered, quiet) = make(store, clock: SteppingClock(S.at(S.day1, 10, 40), limit: 0))
        unfiltered.load(filter: .all)
        #expect(await eventually { !quiet.boards.isEmpty })
        #expect(quiet.catalogs.isEmpty, "no filter, no names to read")
        #expect(output.boards[0].board.onNow.map(\.id) == ["actors"])
        #expect(output.boards[0].board.next.map(\.id) == ["ui"])
        #expect(output.favorites.last == ["ui"])
        #expect(output.catalogs.last?.rooms == [1: "Hall A", 2: "Hall B"])
    }

    @Test func aChangedScheduleIsReadAgainAndAFailedReadIsSaid() async {
        let store = S.store()
        let (interactor, output) = make(store, clock: SteppingClock(S.at(S.day1, 10, 40), limit: 0))
        interactor.load(filter: .all)
        #expect(await eventually { output.boards.count == 1 })
        store.setFailure("the store is busy")
        store.broadcast(.schedule)
        #expect(await eventually { output.failures == ["cannot read the schedule: the store is busy"] })
    }

    @Test func aFavoriteIsWrittenAndAFailedWriteReported() async {
        let store = S.store()
        let (interactor, output) = make(store, clock: SteppingClock(S.at(S.day1, 10, 40), limit: 0))
        interactor.setFavorite("nio", true)
        #expect(await eventually { (try? await store.personal.favoriteSessionIDs()) == ["nio"] })
        store.personal.setFailure("disk full")
        interactor.setFavorite("nio", false)
        #expect(await eventually { output.saveFailures == ["nio"] })
    }
}
