import AttendeesDataContract
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
        public let store: any NewsSyncStoring

        public init(api: any NewsAPIDataManaging, store: any NewsSyncStoring) {
            self.api = api
            self.store = store
        }
    }

    /// My schedule on the conference's server and in the local store, synced along with the
    /// schedule when the person is signed in.
    public struct Favorites: Sendable {
        public let api: any FavoritesSyncServing
        public let store: any FavoritesSyncStoring

        public init(api: any FavoritesSyncServing, store: any FavoritesSyncStoring) {
            self.api = api
            self.store = store
        }
    }

    private let api: any ScheduleAPIDataManaging
    private let store: any ScheduleSyncStoring
    private let news: News?
    private let favorites: Favorites?
    private let clock: any SyncClock
    private let interval: Duration
    private let backoff: BackoffPolicy
    private let random: @Sendable () -> Double
    private let lock: (any SyncLocking)?
    /// How long a sync waits for another process's sync of the same store before skipping.
    private let lockWait: Duration

    private var current = SyncStatus()
    private var failures = 0
    /// Favorites back off on their own: a server that is down does not slow the schedule's syncs.
    private var favoritesFailures = 0
    private var favoritesNextAttempt: Date?
    private var listeners: [UUID: AsyncStream<SyncStatus>.Continuation] = [:]
    /// Wakes the run loop's wait early (sync now).
    private var wake: CheckedContinuation<Void, Never>?

    public init(api: any ScheduleAPIDataManaging, store: any ScheduleSyncStoring, news: News? = nil, favorites: Favorites? = nil,
                clock: any SyncClock = SystemSyncClock(),
                interval: Duration = .seconds(60), backoff: BackoffPolicy = BackoffPolicy(),
                random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) },
                lock: (any SyncLocking)? = nil, lockWait: Duration = .zero) {
        self.lock = lock
        self.lockWait = lockWait
        self.api = api
        self.store = store
        self.news = news
        self.favorites = favorites
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

    public func syncNow(acceptingShrink: Bool) async -> SyncOutcome {
        let outcome = await syncOnce(acceptingShrink: acceptingShrink, asked: true)
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

    /// `asked`: the person asked for it (sync now), so favorites are tried even while backing off.
    private func syncOnce(acceptingShrink: Bool = false, asked: Bool = false) async -> SyncOutcome {
        let started = clock.now()
        update { $0.isSyncing = true; $0.lastAttempt = started }
        if let lock {
            guard await lock.acquire(waitingUpTo: lockWait) else {
                update { $0.isSyncing = false }
                return .skipped("another sync of the same conference is running — skipped")
            }
        }
        defer { lock?.release() }
        var failures: [String] = []
        var failureKind = SyncFailureKind.unreachable
        var changed = false
        var scheduleChanges = 0
        var warnings: [String]?
        var held: ScheduleShrink?
        do {
            switch try await api.fetchSchedule(ifChangedSince: try await store.validators()) {
            case .notModified:
                // Only for "last synced" in lists: a store that cannot be written still synced.
                try? await store.noteUnchanged(at: started)
            case .feed(let feed, let newValidators):
                switch try await store.apply(feed, validators: newValidators, at: started,
                                             shrink: acceptingShrink ? .accept : .holdLargeRemovals) {
                case .applied(let report):
                    scheduleChanges = report.changes.count
                    changed = true
                    warnings = feed.warnings.map(\.description)
                case .heldBack(let shrink):
                    held = shrink
                }
            }
        } catch is CancellationError {
            update { $0.isSyncing = false }
            return .failed("cancelled")
        } catch {
            failures.append("\(error)")
            failureKind = SyncFailureKind.of(error)
        }
        if let news {
            do {
                if case .items(let items, let newValidators) = try await news.api.fetchNews(ifChangedSince: try await news.store.validators()) {
                    changed = try await news.store.apply(items, validators: newValidators, at: started).rowsWritten > 0 || changed
                }
            } catch {
                let kind = SyncFailureKind.of(error)
                failureKind = failures.isEmpty ? kind : max(failureKind, kind)
                failures.append("news: \(error)")
            }
        }
        await syncFavorites(at: started, asked: asked, acceptingRemovals: acceptingShrink)
        guard failures.isEmpty else {
            self.failures += 1
            let message = failures.joined(separator: "; ")
            update { $0.isSyncing = false; $0.lastError = message; $0.lastErrorKind = failureKind }
            return .failed(message)
        }
        self.failures = 0
        update { status in
            status.isSyncing = false
            status.lastSuccess = started
            status.lastError = nil
            status.lastErrorKind = nil
            if let held { status.heldBack = held } else if warnings != nil { status.heldBack = nil }
            if let warnings { status.warnings = warnings }
        }
        if let held { return .heldBack(held) }
        guard changed else { return .notModified }
        do {
            let counts = try await store.counts()
            let newsCount = try await news?.store.itemCount() ?? 0
            return .updated(SyncCounts(sessions: counts.sessions, speakers: counts.speakers, rooms: counts.rooms,
                                       categories: counts.categories, news: newsCount, changes: scheduleChanges),
                            warnings: warnings ?? [])
        } catch {
            return .failed("synced, but the store could not be read back: \(error)")
        }
    }

    /// Sends the choices made here and adopts the server's answer (or, with nothing to send, reads
    /// the server's set when it changed), when signed in and not backing off (unless asked).
    private func syncFavorites(at started: Date, asked: Bool, acceptingRemovals: Bool) async {
        guard let favorites else { return }
        if !asked, let next = favoritesNextAttempt, started < next { return }
        guard await favorites.api.hasToken() else {
            favoritesFailures = 0
            favoritesNextAttempt = nil
            return update { $0.favorites = FavoritesSyncStatus(isSignedIn: false) }
        }
        do {
            let pending = try await favorites.store.pendingFavoriteChoices()
            let held = try await favorites.store.favoritesSyncTag()
            var answer: FavoriteChoiceSet?
            var start = pending.startIndex
            while start < pending.endIndex {
                let end = min(start + FavoriteChoiceSet.maxPerRequest, pending.endIndex)
                // Each request names the set the answers so far add up to: the server answers
                // only what changed since (and what was sent), not every choice for one.
                let next = try await favorites.api.mergeFavoriteChoices(Array(pending[start..<end]), sentAt: clock.now(),
                                                                         since: answer?.tag ?? held)
                answer = answer.map { Self.combined($0, then: next) } ?? next
                start = end
            }
            if answer == nil { answer = try await favorites.api.favoriteChoices(ifNoneMatch: held) }
            var changed = 0
            if let answer {
                changed = try await favorites.store.adoptFavoriteChoices(answer.choices, tag: answer.tag, pushed: pending, at: clock.now(),
                                                                         acceptingRemovals: acceptingRemovals, complete: answer.isComplete)
            }
            favoritesFailures = 0
            favoritesNextAttempt = nil
            update { $0.favorites = FavoritesSyncStatus(isSignedIn: true, lastSuccess: started, sent: pending.count, changedHere: changed) }
        } catch is CancellationError {
            return
        } catch let held as FavoritesRemovalHeldBack {
            // Not a failure to back off from: the server answered, and the person decides.
            favoritesFailures = 0
            favoritesNextAttempt = nil
            update { $0.favorites = FavoritesSyncStatus(isSignedIn: true, lastSuccess: started, lastError: held.description, heldBack: true) }
        } catch {
            favoritesFailures += 1
            let delay = backoff.delay(afterFailures: favoritesFailures, random: random())
            favoritesNextAttempt = started.addingTimeInterval(Self.seconds(delay))
            let message = "\(error)"
            update { status in
                var favorites = status.favorites ?? FavoritesSyncStatus(isSignedIn: true)
                favorites.isSignedIn = true
                favorites.lastError = message
                favorites.sent = 0
                favorites.changedHere = 0
                status.favorites = favorites
            }
        }
    }

    /// Two answers in a row as one: the later one's choice per session and its tag; whole when the
    /// first was (the second then adds what changed since it) or the second is.
    static func combined(_ first: FavoriteChoiceSet, then next: FavoriteChoiceSet) -> FavoriteChoiceSet {
        guard !next.isComplete else { return next }
        var bySession = Dictionary(first.choices.map { ($0.sessionID, $0) }, uniquingKeysWith: { _, last in last })
        for choice in next.choices { bySession[choice.sessionID] = choice }
        return FavoriteChoiceSet(choices: bySession.values.sorted { $0.sessionID < $1.sessionID }, tag: next.tag, isComplete: first.isComplete)
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

extension SyncFailureKind {
    /// How a failed fetch or apply reads to the person.
    static func of(_ error: any Error) -> SyncFailureKind {
        switch error {
        case let error as ScheduleFetchError:
            switch error {
            case .fetch(let fetch): of(fetch)
            case .feed: .feedRejected
            case .credentialUnavailable: .needsAction
            }
        case let error as NewsFetchError:
            switch error {
            case .fetch(let fetch): of(fetch)
            case .feed: .feedRejected
            }
        case let error as FeedFetchError: of(error)
        // The local stores' own failures (read-only, full, damaged): nothing a retry fixes.
        default: .needsAction
        }
    }

    static func of(_ error: FeedFetchError) -> SyncFailureKind {
        switch error {
        case .timedOut, .connectionFailed: .unreachable
        case .httpStatus(let status, _): [401, 403, 404, 410].contains(status) ? .needsAction : status >= 500 || status == 429 ? .unreachable : .feedRejected
        case .unexpectedContentType, .tooLarge, .unexpectedNotModified: .feedRejected
        case .fileUnreadable, .unsupportedScheme, .credentialNeedsHTTPS: .needsAction
        }
    }
}
