import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import SynchronizerContract

/// The synchronizer: an actor owning the schedule's fetch-apply cycle and its status.
public actor Synchronizer: Synchronizing {
    private let api: any ScheduleAPIDataManaging
    private let store: any ScheduleLocalDataManaging
    private let clock: any SyncClock
    private let interval: Duration
    private let backoff: BackoffPolicy
    private let random: @Sendable () -> Double

    private var current = SyncStatus()
    private var failures = 0
    private var listeners: [UUID: AsyncStream<SyncStatus>.Continuation] = [:]
    /// Wakes the run loop's wait early (sync now).
    private var wake: CheckedContinuation<Void, Never>?

    public init(api: any ScheduleAPIDataManaging, store: any ScheduleLocalDataManaging, clock: any SyncClock = SystemSyncClock(),
                interval: Duration = .seconds(60), backoff: BackoffPolicy = BackoffPolicy(),
                random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }) {
        self.api = api
        self.store = store
        self.clock = clock
        self.interval = interval
        self.backoff = backoff
        self.random = random
    }

    public func run() async {
        while !Task.isCancelled {
            _ = await syncOnce()
            guard !Task.isCancelled else { break }
            let delay = failures == 0 ? interval : backoff.delay(afterFailures: failures, random: random())
            update { $0.nextAttempt = self.clock.now().addingTimeInterval(Self.seconds(delay)) }
            await waitOrWake(delay)
        }
        update { $0.isSyncing = false; $0.nextAttempt = nil }
    }

    public func syncNow() async -> SyncOutcome {
        let outcome = await syncOnce()
        wake?.resume()
        wake = nil
        return outcome
    }

    public func status() -> SyncStatus { current }

    public func statusUpdates() -> AsyncStream<SyncStatus> {
        let (stream, continuation) = AsyncStream<SyncStatus>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        listeners[id] = continuation
        continuation.yield(current)
        continuation.onTermination = { [weak self] _ in
            Task { await self?.removeListener(id) }
        }
        return stream
    }

    // MARK: One sync

    private func syncOnce() async -> SyncOutcome {
        let started = clock.now()
        update { $0.isSyncing = true; $0.lastAttempt = started }
        let outcome: SyncOutcome
        do {
            let validators = try await store.validators()
            switch try await api.fetchSchedule(ifChangedSince: validators) {
            case .notModified:
                outcome = .notModified
            case .feed(let feed, let newValidators):
                let report = try await store.apply(feed, validators: newValidators, at: started)
                outcome = .updated(SyncCounts(sessions: report.sessions, speakers: report.speakers, rooms: report.rooms,
                                              categories: report.categories, changes: report.changes.count))
            }
            failures = 0
            update { $0.isSyncing = false; $0.lastSuccess = started; $0.lastError = nil }
        } catch is CancellationError {
            outcome = .failed("cancelled")
            update { $0.isSyncing = false }
        } catch {
            failures += 1
            outcome = .failed("\(error)")
            update { $0.isSyncing = false; $0.lastError = "\(error)" }
        }
        return outcome
    }

    /// Waits for `delay` on the clock, or until sync now wakes it, or until cancelled.
    private func waitOrWake(_ delay: Duration) async {
        let clock = clock
        let sleeper = Task {  // isolated to this actor, like the method that made it
            try? await clock.sleep(for: delay)
            self.wakeUp()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if Task.isCancelled { continuation.resume() } else { wake = continuation }
            }
        } onCancel: {
            Task { await self.wakeUp() }
        }
        sleeper.cancel()
    }

    private func wakeUp() {
        wake?.resume()
        wake = nil
    }

    private func update(_ change: (inout SyncStatus) -> Void) {
        change(&current)
        for listener in listeners.values { listener.yield(current) }
    }

    private func removeListener(_ id: UUID) {
        listeners[id] = nil
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
