@testable import PostgresStore
import Dispatch
import Synchronization
import Testing

/// A request to the pool is answered whatever its task does: a statement postgres-nio lost on a
/// closed connection never ends, and the request it belonged to, and everything waiting behind
/// it, waited for ever. No database needed, and no bound on time: at the start of the whole
/// suite on two cores no task may run for half a minute, so each test tells an answer that did
/// not wait for the request's task by what it is, not by when it came.
struct PooledRequestTests {
    /// A request's task that ends only when the test lets it or after two minutes, whatever
    /// cancels it (a lost statement), and then answers the request with `ended`: an answer that
    /// waited for the task is that value, not the error the test expects, and never a hang.
    final class Stuck: Sendable {
        static let ended = -1
        private let waiting = Mutex<CheckedContinuation<Void, Never>?>(nil)
        private let released = Atomic<Bool>(false)

        init() {
            DispatchQueue.global().asyncAfter(deadline: .now() + 120) { [self] in release() }
        }

        func hang(_ request: PooledRequest<Int>) async {
            await withCheckedContinuation { continuation in
                let resumeNow = waiting.withLock { waiting -> Bool in
                    if released.load(ordering: .sequentiallyConsistent) { return true }
                    waiting = continuation
                    return false
                }
                if resumeNow { continuation.resume() }
            }
            request.settle(.success(Self.ended))
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
        let work = Task { await stuck.hang(request) }
        await #expect(throws: ConnectionWaitExpired.self) { try await request.answer(cancelling: work) }
        let leased = request.lease(isClosed: { false })
        #expect(!leased, "a connection leased after the answer goes back unused")
    }

    /// The database found gone while a request waits (the pool's attempt to connect failed):
    /// the request waits the short time from then, not the rest of the long one (an hour here).
    @Test func aWaitShortenedWhileWaitingEndsWithTheShortOne() async throws {
        let stuck = Stuck()
        defer { stuck.release() }
        let troubled = Atomic<Bool>(false)
        let request = PooledRequest<Int>(wait: { troubled.load(ordering: .sequentiallyConsistent) ? .milliseconds(300) : .seconds(3_600) })
        let work = Task { await stuck.hang(request) }
        Task {
            try? await Task.sleep(for: .milliseconds(100))
            troubled.store(true, ordering: .sequentiallyConsistent)
        }
        await #expect(throws: ConnectionWaitExpired.self) { try await request.answer(cancelling: work) }
    }

    @Test func aRequestWhoseConnectionClosedUnderItIsAnsweredWithinSeconds() async throws {
        let stuck = Stuck()
        defer { stuck.release() }
        let request = PooledRequest<Int>(wait: { .milliseconds(300) })
        let closed = Atomic<Bool>(false)
        let work = Task {
            _ = request.lease(isClosed: { closed.load(ordering: .sequentiallyConsistent) })
            closed.store(true, ordering: .sequentiallyConsistent)
            await stuck.hang(request)
        }
        await #expect(throws: ConnectionLost.self) { try await request.answer(cancelling: work) }
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
        let request = PooledRequest<Int>(wait: { .seconds(3_600) })
        let caller = Task { try await request.answer(cancelling: Task { await stuck.hang(request) }) }
        try await Task.sleep(for: .milliseconds(50))
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }
    }
}
