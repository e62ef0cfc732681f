import Entities
import Foundation

/// Keeps the local store fresh: pulls the feeds every minute, backs off on failure, tells
/// whoever listens how it stands. Screens never wait on it; they read the store.
public protocol Synchronizing: Sendable {
    /// Runs until cancelled: a sync now, then one per interval (or per backoff after a failure).
    func run() async
    /// Syncs at once (the "sync now" key), whatever the schedule said; returns how it went.
    /// `acceptingShrink`: apply a feed even if it removes most of the schedule (the person
    /// confirmed it).
    func syncNow(acceptingShrink: Bool) async -> SyncOutcome
    func status() async -> SyncStatus
    /// Every change of status, starting with the current one.
    func statusUpdates() async -> AsyncStream<SyncStatus>
}

extension Synchronizing {
    public func syncNow() async -> SyncOutcome { await syncNow(acceptingShrink: false) }
}

/// How one sync went.
public enum SyncOutcome: Sendable, Hashable {
    /// A feed changed and was applied (the counts are what the stores now hold), with what it
    /// had wrong but could drop.
    case updated(SyncCounts, warnings: [String])
    case notModified
    /// The schedule feed would remove most of the schedule, so nothing of it was applied.
    case heldBack(ScheduleShrink)
    /// Another process was syncing the same store; this one did nothing.
    case skipped(String)
    /// A fetch or a feed failed; its store holds the last good data.
    case failed(String)
}

/// What an applied feed held, and how many changes it brought.
public struct SyncCounts: Sendable, Hashable {
    public var sessions: Int
    public var speakers: Int
    public var rooms: Int
    public var categories: Int
    public var news: Int
    /// Schedule changes this sync brought.
    public var changes: Int

    public init(sessions: Int, speakers: Int, rooms: Int, categories: Int, news: Int, changes: Int) {
        self.sessions = sessions
        self.speakers = speakers
        self.rooms = rooms
        self.categories = categories
        self.news = news
        self.changes = changes
    }
}

/// Exponential backoff with jitter, up to a cap: after failure n, wait
/// min(cap, base × 2^(n−1)) scaled by a random factor in [1 − jitter, 1].
public struct BackoffPolicy: Sendable, Hashable {
    public var base: Duration
    public var cap: Duration
    public var jitter: Double

    public init(base: Duration = .seconds(5), cap: Duration = .seconds(300), jitter: Double = 0.2) {
        self.base = base
        self.cap = cap
        self.jitter = jitter
    }

    /// The wait after `failures` consecutive failures, with `random` in [0, 1).
    public func delay(afterFailures failures: Int, random: Double) -> Duration {
        let exponent = min(max(failures - 1, 0), 30)
        let raw = base * (1 << exponent)
        let capped = raw > cap ? cap : raw
        return capped * (1 - jitter * random)
    }
}
