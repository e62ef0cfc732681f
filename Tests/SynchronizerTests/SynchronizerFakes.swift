import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import Synchronization
import SynchronizerContract

/// A clock that moves only when the test says so.
final class ManualClock: SyncClock {
    private struct Sleeper {
        let deadline: Date
        let continuation: CheckedContinuation<Void, any Error>
    }
    private let state = Mutex<(now: Date, sleepers: [UUID: Sleeper])>((Date(timeIntervalSince1970: 1_713_600_000), [:]))

    func now() -> Date { state.withLock { $0.now } }

    func sleep(for duration: Duration) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                state.withLock { state in
                    let deadline = state.now.addingTimeInterval(Double(duration.components.seconds))
                    state.sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
                }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time on and wakes whoever's time has come.
    func advance(by seconds: TimeInterval) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.addingTimeInterval(seconds)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return Array(due.values)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    var sleeperCount: Int { state.withLock { $0.sleepers.count } }
}

/// An API answering from a list of results (the last repeats), recording each call.
final class ScriptedAPI: ScheduleAPIDataManaging {
    enum Answer: Sendable {
        case feed(ScheduleFeed, FeedValidators)
        case notModified
        case failure(ScheduleFetchError)
        /// Never answers; only cancellation ends the call.
        case hang
    }

    private let answers: [Answer]
    let calls = Mutex<[FeedValidators?]>([])

    init(_ answers: [Answer]) {
        self.answers = answers
    }

    var callCount: Int { calls.withLock { $0.count } }

    func fetchSchedule(ifChangedSince validators: FeedValidators?) async throws(ScheduleFetchError) -> ScheduleFetchResult {
        let index = calls.withLock { calls in
            calls.append(validators)
            return calls.count - 1
        }
        switch answers[min(index, answers.count - 1)] {
        case .feed(let feed, let validators): return .feed(feed, validators: validators)
        case .notModified: return .notModified
        case .failure(let error): throw error
        case .hang:
            try? await Task.sleep(for: .seconds(3600))
            throw .fetch(.connectionFailed("cancelled", url: URL(string: "https://example.com")!))
        }
    }
}

/// The part of a local store the synchronizer uses, in memory: what was applied, and the
/// validators.
final class InMemoryStore: ScheduleSyncStoring {
    let applied = Mutex<[ScheduleFeed]>([])
    private let storedValidators = Mutex<FeedValidators?>(nil)
    /// While set, feeds are held back as this shrink unless the sync accepts it.
    let shrinkToHold = Mutex<ScheduleShrink?>(nil)
    /// While set, every apply fails with it (a read-only or full disk).
    let applyFailure = Mutex<(any Error & Sendable)?>(nil)

    var applyCount: Int { applied.withLock { $0.count } }

    func apply(_ feed: ScheduleFeed, validators: FeedValidators, at time: Date, shrink: ShrinkPolicy) async throws -> ScheduleApplyOutcome {
        if let failure = applyFailure.withLock({ $0 }) { throw failure }
        if shrink == .holdLargeRemovals, let held = shrinkToHold.withLock({ $0 }) { return .heldBack(held) }
        applied.withLock { $0.append(feed) }
        storedValidators.withLock { $0 = validators }
        return .applied(ScheduleApplyReport(sessions: feed.sessions.count, speakers: feed.speakers.count, rooms: feed.rooms.count,
                                            categories: feed.categories.count, changes: [], rowsWritten: 1))
    }

    func validators() async throws -> FeedValidators? { storedValidators.withLock { $0 } }
    /// How many syncs found the feed unchanged.
    let unchangedCount = Mutex(0)
    func noteUnchanged(at time: Date) async throws { unchangedCount.withLock { $0 += 1 } }
    func counts() async throws -> ScheduleCounts {
        ScheduleCounts(sessions: lastFeed?.sessions.count ?? 0, speakers: lastFeed?.speakers.count ?? 0,
                       rooms: lastFeed?.rooms.count ?? 0, categories: lastFeed?.categories.count ?? 0)
    }

    private var lastFeed: ScheduleFeed? { applied.withLock { $0.last } }
}

/// Waits (in real time, bounded) until `condition` holds. The bound is generous on purpose: in
/// a busy test process other suites can hold the cooperative threads for many seconds.
func eventually(_ what: String, _ condition: () async -> Bool) async throws {
    for _ in 0..<12_000 {
        if await condition() { return }
        try await Task.sleep(for: .milliseconds(5))
    }
    throw WaitError(what: what)
}

struct WaitError: Error, CustomStringConvertible {
    let what: String
    var description: String { "gave up waiting for \(what)" }
}
