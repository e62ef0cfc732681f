import Entities
import Foundation
import SynchronizerContract

/// A synchronizer a test drives: it publishes whatever status the test sets and counts the
/// "sync now" requests. On the main actor, like the modules under test.
@MainActor
public final class FakeSynchronizer: Synchronizing {
    private var current: SyncStatus
    private var continuations: [UUID: AsyncStream<SyncStatus>.Continuation] = [:]
    public private(set) var syncNowCount = 0
    public var nextOutcome: SyncOutcome = .notModified

    public init(status: SyncStatus = SyncStatus()) {
        current = status
    }

    public func publish(_ status: SyncStatus) {
        current = status
        for continuation in continuations.values { continuation.yield(status) }
    }

    public var listenerCount: Int { continuations.count }

    public func run() async {
        while !Task.isCancelled { try? await Task.sleep(for: .seconds(3600)) }
    }

    /// Whether the last "sync now" accepted a shrinking feed.
    public private(set) var lastAcceptedShrink = false

    public func syncNow(acceptingShrink: Bool) async -> SyncOutcome {
        syncNowCount += 1
        lastAcceptedShrink = acceptingShrink
        return nextOutcome
    }

    public func status() async -> SyncStatus { current }

    public func statusUpdates() async -> AsyncStream<SyncStatus> {
        let (stream, continuation) = AsyncStream<SyncStatus>.makeStream()
        let id = UUID()
        continuations[id] = continuation
        continuation.onTermination = { _ in Task { @MainActor in self.remove(id) } }
        continuation.yield(current)
        return stream
    }

    private func remove(_ id: UUID) { continuations[id] = nil }
}

/// A clock a test sets: `sleep` returns at once after moving time on, so tickers run at the
/// speed of the test.
public final class ManualSyncClock: SyncClock, @unchecked Sendable {
    private let lock = NSLock()
    private var time: Date

    public init(_ time: Date) { self.time = time }

    public func now() -> Date { lock.withLock { time } }

    public func set(_ date: Date) { lock.withLock { time = date } }

    public func sleep(for duration: Duration) async throws {
        try await Task.sleep(for: .milliseconds(5))
        try Task.checkCancellation()
    }
}
