@testable import PostgresStore
import Dispatch
import Synchronization
import Testing

/// A request to the pool is answered whatever its task does: a statement postgres-nio lost on a
/// closed connection never ends, and the request it belonged to, and everything waiting behind
/// it, waited for ever. No database needed.
struct PooledRequestTests {
    /// A task that ends only when the test lets it or after 30 s, whatever cancels it: a lost
    /// statement. An answer that waited for it comes after 30 s; the tests' bounds are 20 s, loose
    /// because timers fire late on two busy cores.
    final class Stuck: Sendable {
        private let waiting = Mutex<CheckedContinuation<Void, Never>?>(nil)
        private let released = Atomic<Bool>(false)

        init() {
            DispatchQueue.global().asyncAfter(deadline: .now() + 30) { [self] in release() }
        }

        func hang() async {
            await withCheckedContinuation { continuation in
                let resumeNow = waiting.withLock { waiting -> Bool in
                    if released.load(ordering: .sequentiallyConsistent) { return true }
                    waiting = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        }

        func release() {
            released.store(true, ordering: .sequentiallyConsistent)
            waiting.withLock { $0.take() }?.resume()
        }
    }

    @Test func aRequestNeverLeasedAConnectionIsAnsweredWhenItsWaitRunsOut() async throws {
        let stuck = Stuck()
        defer { stuck.release() }
        let request = PooledRequest<Int>(wait: { .milliseconds(300) })
        let work = Task { await stuck.hang() }
        let start = ContinuousClock.now
        await #expect(throws: ConnectionWaitExpired.self) { try await request.answer(cancelling: work) }
        #expect(ContinuousClock.now - start < .seconds(20))
        let leased = request.lease(isClosed: { false })
        #expect(!leased, "a connection leased after the answer goes back unused")
    }

    /// The database found gone while a request waits (the pool's attempt to connect failed):
    /// the request waits the short time from then, not the rest of the long one.
    @Test func aWaitShortenedWhileWaitingEndsWithTheShortOne() async throws {
        let stuck = Stuck()
        defer { stuck.release() }
        let troubled = Atomic<Bool>(false)
        let request = PooledRequest<Int>(wait: { troubled.load(ordering: .sequentiallyConsistent) ? .milliseconds(300) : .seconds(25) })
        let work = Task { await stuck.hang() }
        let start = ContinuousClock.now
        Task {
            try? await Task.sleep(for: .milliseconds(100))
            troubled.store(true, ordering: .sequentiallyConsistent)
        }
        await #expect(throws: ConnectionWaitExpired.self) { try await request.answer(cancelling: work) }
        #expect(ContinuousClock.now - start < .seconds(20), "not the long wait's 25 s")
    }

    @Test func aRequestWhoseConnectionClosedUnderItIsAnsweredWithinSeconds() async throws {
        let stuck = Stuck()
        defer { stuck.release() }
        let request = PooledRequest<Int>(wait: { .milliseconds(300) })
        let closed = Atomic<Bool>(false)
        let work = Task {
            _ = request.lease(isClosed: { closed.load(ordering: .sequentiallyConsistent) })
            closed.store(true, ordering: .sequentiallyConsistent)
            await stuck.hang()
        }
        let start = ContinuousClock.now
        await #expect(throws: ConnectionLost.self) { try await request.answer(cancelling: work) }
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func aLeasedRequestOnAnOpenConnectionTakesTheTimeItNeeds() async throws {
        let request = PooledRequest<Int>(wait: { .milliseconds(300) })
        let work = Task {
            _ = request.lease(isClosed: { false })
            try? await Task.sleep(for: .milliseconds(2_500))
            request.settle(.success(42))
        }
        #expect(try await request.answer(cancelling: work) == 42)
    }

    @Test func aCancelledCallerIsAnsweredAtOnce() async throws {
        let stuck = Stuck()
        defer { stuck.release() }
        let request = PooledRequest<Int>(wait: { .seconds(25) })
        let caller = Task { try await request.answer(cancelling: Task { await stuck.hang() }) }
        try await Task.sleep(for: .milliseconds(50))
        let start = ContinuousClock.now
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
        #expect(ContinuousClock.now - start < .seconds(20))
    }
}
