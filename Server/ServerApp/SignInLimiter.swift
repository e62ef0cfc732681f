import Foundation
import Synchronization

/// At most N failed sign-ins a window per email and per client address. An attempt holds its
/// place from the moment it starts, so fifty parallel wrong attempts cannot all slip in before
/// the first failure is counted; a success gives its place back.
final class SignInLimiter: Sendable {
    struct Attempt: Sendable {
        fileprivate let keys: [String]
        fileprivate let id: UInt64
    }

    private struct Entry {
        var failures: [Date] = []
        var inFlight: Set<UInt64> = []
    }

    private struct State {
        var entries: [String: Entry] = [:]
        var nextID: UInt64 = 0
    }

    private let allowed: Int
    private let window: TimeInterval
    private let state = Mutex(State())

    init(allowed: Int, window: TimeInterval) {
        self.allowed = allowed
        self.window = window
    }

    /// A place for an attempt, or the whole seconds until one frees up.
    func begin(email: String, address: String, now: Date) -> Result<Attempt, RetryAfter> {
        let keys = ["email:" + email, "address:" + address]
        return state.withLock { state in
            if state.entries.count > 10_000 { sweep(&state, now: now) }   // many emails tried once: forget the old
            var wait: TimeInterval = 0
            for key in keys {
                var entry = state.entries[key] ?? Entry()
                entry.failures.removeAll { now.timeIntervalSince($0) >= window }
                state.entries[key] = entry
                if entry.failures.count + entry.inFlight.count >= allowed {
                    let oldest = entry.failures.first.map { window - now.timeIntervalSince($0) } ?? 1
                    wait = max(wait, oldest)
                }
            }
            if wait > 0 { return .failure(RetryAfter(seconds: max(1, Int(wait.rounded(.up))))) }
            state.nextID += 1
            let attempt = Attempt(keys: keys, id: state.nextID)
            for key in keys { state.entries[key, default: Entry()].inFlight.insert(attempt.id) }
            return .success(attempt)
        }
    }

    private func sweep(_ state: inout State, now: Date) {
        state.entries = state.entries.filter { _, entry in
            !entry.inFlight.isEmpty || entry.failures.contains { now.timeIntervalSince($0) < window }
        }
    }

    func end(_ attempt: Attempt, failed: Bool, now: Date) {
        state.withLock { state in
            for key in attempt.keys {
                state.entries[key]?.inFlight.remove(attempt.id)
                if failed { state.entries[key]?.failures.append(now) }
                if let entry = state.entries[key], entry.failures.isEmpty, entry.inFlight.isEmpty { state.entries[key] = nil }
            }
        }
    }
}

struct RetryAfter: Error, Sendable {
    let seconds: Int
}
