import Synchronization

/// One request to the pool, settled once by whichever comes first: its result, the end of its
/// wait for a connection (it was never leased one; the wait is asked again at every check, so a
/// database found in trouble meanwhile shortens it), or its leased connection seen closed on two
/// checks a second apart (the request's statement was lost with it). Whoever settles it first
/// wins; the request's task is cancelled and not waited for.
final class PooledRequest<Value: Sendable>: Sendable {
    /// How often a request still under way is looked at.
    static var check: Duration { .seconds(1) }

    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var result: Result<Value, any Error>?
        var isClosed: (@Sendable () -> Bool)?
    }

    let wait: @Sendable () -> Duration
    private let state = Mutex(State())

    init(wait: @escaping @Sendable () -> Duration) { self.wait = wait }

    var expired: ConnectionWaitExpired { ConnectionWaitExpired(seconds: Int(wait().components.seconds)) }

    /// A connection was leased to the request: false if the request was already answered (its
    /// wait ran out), and the connection should go back unused.
    func lease(isClosed: @escaping @Sendable () -> Bool) -> Bool {
        state.withLock { state in
            guard state.result == nil else { return false }
            state.isClosed = isClosed
            return true
        }
    }

    /// Answers the request, unless it was answered already.
    func settle(_ result: Result<Value, any Error>) {
        let continuation = state.withLock { state -> CheckedContinuation<Value, any Error>? in
            guard state.result == nil else { return nil }
            state.result = result
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }

    /// The request's answer: waits for whichever settles it first, and cancels `work` (without
    /// waiting for it) when the answer is not its own.
    func answer(cancelling work: Task<Void, Never>) async throws -> Value {
        let watch = Task { await self.watch(cancelling: work) }
        defer { watch.cancel() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let settled = state.withLock { state -> Result<Value, any Error>? in
                    if state.result == nil { state.continuation = continuation }
                    return state.result
                }
                if let settled { continuation.resume(with: settled) }
            }
        } onCancel: {
            settle(.failure(CancellationError()))
            work.cancel()
        }
    }

    /// Looks at the request every `check` until it is answered.
    private func watch(cancelling work: Task<Void, Never>) async {
        let start = ContinuousClock.now
        var closedChecks = 0
        while true {
            let remaining = wait() - (ContinuousClock.now - start)
            do { try await Task.sleep(for: remaining > .zero ? min(Self.check, remaining) : Self.check) } catch { return }
            let (answered, isClosed) = state.withLock { ($0.result != nil, $0.isClosed) }
            if answered { return }
            if let isClosed {
                closedChecks = isClosed() ? closedChecks + 1 : 0
                guard closedChecks >= 2 else { continue }
                settle(.failure(ConnectionLost()))
            } else {
                guard ContinuousClock.now - start >= wait() else { continue }
                settle(.failure(expired))
            }
            work.cancel()
            return
        }
    }
}
