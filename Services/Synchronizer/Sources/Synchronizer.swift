import Entities
import FeedFetcherContract
import Foundation
import NewsDataContract
import ScheduleDataContract
import SynchronizerContract

/// The synchronizer: an actor owning the schedule's fetch-apply cycle and its status.
public actor Synchronizer: Synchronizing {
    /// A news feed and its store, synced along with the schedule.
    public struct News: Sendable {
        public let api: any NewsAPIDataManaging
        public let store: any NewsLocalDataManaging

        public init(api: any NewsAPIDataManaging, store: any NewsLocalDataManaging) {
            self.api = api
            self.store = store
        }
    }

    private let api: any ScheduleAPIDataManaging
    private let store: any ScheduleLocalDataManaging
    private let news: News?
    private let clock: any SyncClock
    private let interval: Duration
    private let backoff: BackoffPolicy
    private let random: @Sendable () -> Double

    private var current = SyncStatus()
    private var failures = 0
    private var listeners: [UUID: AsyncStream<SyncStatus>.Continuation] = [:]
    /// Wakes the run loop's wait early (sync now).
    private var wake: CheckedContinuation<Void, Never>?

    public init(api: any ScheduleAPIDataManaging, store: any ScheduleLocalDataManaging, news: News? = nil, clock: any SyncClock = SystemSyncClock(),
                interval: Duration = .seconds(60), backoff: BackoffPolicy = BackoffPolicy(),
                random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }) {
        self.api = api
        self.store = store
        self.news = news
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
        var failures: [String] = []
        var changed = false
        var scheduleChanges = 0
        do {
            switch try await api.fetchSchedule(ifChangedSince: try await store.validators()) {
            case .notModified:
                break
            case .feed(let feed, let newValidators):
                scheduleChanges = try await store.apply(feed, validators: newValidators, at: started).changes.count
                changed = true
            }
        } catch is CancellationError {
            update { $0.isSyncing = false }
            return .failed("cancelled")
        } catch {
            failures.append("\(error)")
        }
        if let news {
            do {
                if case .items(let items, let newValidators) = try await news.api.fetchNews(ifChangedSince: try await news.store.validators()) {
                    changed = try await news.store.apply(items, validators: newValidators, at: started).rowsWritten > 0 || changed
                }
            } catch {
                failures.append("news: \(error)")
            }
        }
        guard failures.isEmpty else {
            self.failures += 1
            let message = failures.joined(separator: "; ")
            update { $0.isSyncing = false; $0.lastError = message }
            return .failed(message)
        }
        self.failures = 0
        update { $0.isSyncing = false; $0.lastSuccess = started; $0.lastError = nil }
        guard changed else { return .notModified }
        do {
            let counts = try await store.counts()
            let newsCount = try await news?.store.items().count ?? 0
            return .updated(SyncCounts(sessions: counts.sessions, speakers: counts.speakers, rooms: counts.rooms,
                                       categories: counts.categories, news: newsCount, changes: scheduleChanges))
        } catch {
            return .failed("synced, but the store could not be read back: \(error)")
        }
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
