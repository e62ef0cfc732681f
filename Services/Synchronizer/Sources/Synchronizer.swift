import Entities
import FavoritesDataContract
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

    /// My schedule: the favorites store, which follows each applied feed, and its sync partners
    /// (the conference's podium-server, the event's pretalx), each exchanged with when the person
    /// is signed in to it, along with the schedule and at once after a choice made here. This is
    /// the one place a partner is paired with the store.
    public struct Favorites: Sendable {
        public let store: any FavoriteChoiceStoring & FavoritesFollowing
        public let partners: [any FavoritesSyncPartner]

        public init(store: any FavoriteChoiceStoring & FavoritesFollowing, partners: [any FavoritesSyncPartner]) {
            self.store = store
            self.partners = partners
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
    /// Each partner backs off on its own: one that is down slows neither the schedule's syncs nor
    /// the other partner.
    private var partnerFailures: [String: Int] = [:]
    private var partnerNextAttempt: [String: Date] = [:]
    /// An exchange with the partners is under way (one at a time, whoever asked for it).
    private var exchanging = false
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
        // A choice made here goes to the partners at once, not with the next minute's sync.
        // Subscribed here, before the first sync: a task subscribing later misses a star made
        // while it waits for a thread.
        let listening = favorites.map { favorites in
            let events = favorites.store.changeEvents()
            return Task { [weak self] in
                for await change in events where change == .favorites {
                    await self?.exchangeChoicesMadeHere()
                }
            }
        }
        defer { listening?.cancel() }
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
                    // The favorites follow their talks to the new version's slots.
                    try await favorites?.store.follow(report.succession, at: started)
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

    /// Exchanges My schedule with every partner the person is signed in to and that is not
    /// backing off (unless asked).
    private func syncFavorites(at started: Date, asked: Bool, acceptingRemovals: Bool) async {
        guard let favorites, !exchanging else { return }
        exchanging = true
        defer { exchanging = false }
        var statuses: [FavoritesSyncStatus] = []
        for partner in favorites.partners {
            statuses.append(await exchange(with: partner, store: favorites.store, at: started, asked: asked, acceptingRemovals: acceptingRemovals))
        }
        // What one partner brought is still to reach those exchanged with before it.
        for (index, partner) in favorites.partners.enumerated() where statuses[index].lastError == nil && statuses[index].isSignedIn {
            guard let pending = try? await favorites.store.pendingFavoriteChoices(for: partner.partner), !pending.isEmpty else { continue }
            statuses[index] = await exchange(with: partner, store: favorites.store, at: started, asked: true, acceptingRemovals: acceptingRemovals)
        }
        update { $0.favorites = statuses }
    }

    /// A choice was made here: the partners it is still to reach get it now (under the sync lock,
    /// never beside another exchange; skipped when either is taken, for the next sync to do).
    private func exchangeChoicesMadeHere() async {
        guard let favorites, !exchanging else { return }
        if let lock { guard await lock.acquire(waitingUpTo: .zero) else { return } }
        defer { lock?.release() }
        exchanging = true
        defer { exchanging = false }
        var statuses = current.favorites
        for partner in favorites.partners {
            guard let pending = try? await favorites.store.pendingFavoriteChoices(for: partner.partner), !pending.isEmpty else { continue }
            let status = await exchange(with: partner, store: favorites.store, at: clock.now(), asked: false, acceptingRemovals: false)
            statuses.removeAll { $0.partner == status.partner }
            statuses.append(status)
        }
        let order = favorites.partners.map(\.partner.name)
        update { $0.favorites = statuses.sorted { (order.firstIndex(of: $0.partner) ?? 0) < (order.firstIndex(of: $1.partner) ?? 0) } }
    }

    /// One partner: sends the choices it has not confirmed and adopts its answer, with a backoff
    /// of its own.
    private func exchange(with partner: any FavoritesSyncPartner, store: any FavoriteChoiceStoring, at started: Date, asked: Bool,
                          acceptingRemovals: Bool) async -> FavoritesSyncStatus {
        let who = partner.partner
        let previous = current.favorites.first { $0.partner == who.name }
        if !asked, let next = partnerNextAttempt[who.id], started < next {
            return previous ?? FavoritesSyncStatus(partner: who.name, isSignedIn: true)
        }
        guard await partner.isSignedIn() else {
            partnerFailures[who.id] = nil
            partnerNextAttempt[who.id] = nil
            return FavoritesSyncStatus(partner: who.name, isSignedIn: false)
        }
        do {
            let pending = try await store.pendingFavoriteChoices(for: who)
            let here = try await store.favoriteSessionIDs()
            let tag = try await store.favoritesSyncTag(for: who)
            var changed = 0
            if let answer = try await partner.exchange(pending, favorites: here, since: tag, at: clock.now()) {
                changed = try await store.adoptFavoriteChoices(answer, from: who, pushed: pending, at: clock.now(), acceptingRemovals: acceptingRemovals)
            } else {
                try await store.noteFavoritesSynced(with: who, at: started)
            }
            partnerFailures[who.id] = nil
            partnerNextAttempt[who.id] = nil
            return FavoritesSyncStatus(partner: who.name, isSignedIn: true, lastSuccess: started, sent: pending.count, changedHere: changed)
        } catch is CancellationError {
            return previous ?? FavoritesSyncStatus(partner: who.name, isSignedIn: true)
        } catch let held as FavoritesRemovalHeldBack {
            // Not a failure to back off from: the partner answered, and the person decides.
            partnerFailures[who.id] = nil
            partnerNextAttempt[who.id] = nil
            return FavoritesSyncStatus(partner: who.name, isSignedIn: true, lastSuccess: started, lastError: held.description, heldBack: true)
        } catch {
            let failures = (partnerFailures[who.id] ?? 0) + 1
            partnerFailures[who.id] = failures
            partnerNextAttempt[who.id] = started.addingTimeInterval(Self.seconds(backoff.delay(afterFailures: failures, random: random())))
            let signedOut: Bool
            if case .notSignedIn = error as? FavoritesSyncError { signedOut = true } else { signedOut = false }
            return FavoritesSyncStatus(partner: who.name, isSignedIn: !signedOut, lastSuccess: previous?.lastSuccess, lastError: "\(error)")
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
