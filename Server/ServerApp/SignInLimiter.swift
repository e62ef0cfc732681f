import AttendeeStore
import Foundation
import Synchronization

/// The sign-in limits, and what each protects (docs/server.md says the same to organisers):
///
/// - **Per email**, failures: at most `allowed` a window. Over it, every attempt for that email
///   waits, the right code too — this is what stops anyone guessing an attendee's code, and the
///   one way someone else's failures can make a person wait (a minute).
/// - **Per email**, successes: at most `successesAllowed` a window, so one code cannot mint
///   tokens as fast as a script can ask.
/// - **Per client address**, failures: at most `allowed` a window. Over it a wrong code is
///   answered 429, but the code is still checked and a right one signs in: behind a proxy, or a
///   venue's one public address, every attendee shares an address.
///
/// An attempt holds its email's place from the moment it starts, so fifty parallel wrong
/// attempts cannot all slip in before the first failure is counted. Keys are digests (a 58 KB
/// email costs what any other does), an attempt refused stores nothing, and the table is bounded.
final class SignInLimiter: Sendable {
    struct Attempt: Sendable {
        fileprivate let email: Data
        fileprivate let address: Data
        fileprivate let id: UInt64
    }

    enum Outcome { case succeeded, failed, unknown }

    private struct Entry {
        var failures: [Date] = []
        var successes: [Date] = []
        var inFlight: Set<UInt64> = []

        mutating func forget(before cutoff: Date) {
            failures.removeAll { $0 <= cutoff }
            successes.removeAll { $0 <= cutoff }
        }

        var isEmpty: Bool { failures.isEmpty && successes.isEmpty && inFlight.isEmpty }
    }

    private struct State {
        var entries: [Data: Entry] = [:]
        var nextID: UInt64 = 0
    }

    private let allowed: Int
    private let successesAllowed: Int
    private let window: TimeInterval
    /// Emails and addresses remembered at most; past it the least recently failed are forgotten.
    let capacity: Int
    private let state = Mutex(State())

    init(allowed: Int, successesAllowed: Int = 10, window: TimeInterval, capacity: Int = 100_000) {
        self.allowed = allowed
        self.successesAllowed = successesAllowed
        self.window = window
        self.capacity = capacity
    }

    /// How many emails and addresses are remembered now.
    var count: Int { state.withLock { $0.entries.count } }

    /// A place for an attempt, or the whole seconds until the email may try again.
    func begin(email: String, address: String, now: Date) -> Result<Attempt, RetryAfter> {
        let emailKey = Secrets.digest("email\u{0}" + email), addressKey = Secrets.digest("address\u{0}" + address)
        let cutoff = now.addingTimeInterval(-window)
        return state.withLock { state in
            if var entry = state.entries[emailKey] {
                entry.forget(before: cutoff)
                state.entries[emailKey] = entry.isEmpty ? nil : entry
                let wait = max(entry.failures.count + entry.inFlight.count >= allowed ? waitFor(entry.failures, now: now) : 0,
                               entry.successes.count >= successesAllowed ? waitFor(entry.successes, now: now) : 0)
                if wait > 0 { return .failure(RetryAfter(seconds: max(1, Int(wait.rounded(.up))))) }
            }
            if state.entries[emailKey] == nil && state.entries.count >= capacity { makeRoom(&state, now: now) }
            state.nextID += 1
            let attempt = Attempt(email: emailKey, address: addressKey, id: state.nextID)
            state.entries[emailKey, default: Entry()].inFlight.insert(attempt.id)
            return .success(attempt)
        }
    }

    /// Counts the attempt. A failure from an address over its limit is answered with a wait
    /// (returned here) instead of "not recognised".
    @discardableResult
    func end(_ attempt: Attempt, _ outcome: Outcome, now: Date) -> RetryAfter? {
        let cutoff = now.addingTimeInterval(-window)
        return state.withLock { state in
            var email = state.entries[attempt.email] ?? Entry()
            email.inFlight.remove(attempt.id)
            switch outcome {
            case .succeeded: email.successes.append(now)
            case .failed: email.failures.append(now)
            case .unknown: break
            }
            state.entries[attempt.email] = email.isEmpty ? nil : email
            guard outcome == .failed else { return nil }
            var address = state.entries[attempt.address] ?? Entry()
            address.forget(before: cutoff)
            if address.failures.count >= allowed {
                // Over its limit already: said so, and not counted further (nothing grows).
                state.entries[attempt.address] = address
                return RetryAfter(seconds: max(1, Int(waitFor(address.failures, now: now).rounded(.up))))
            }
            if state.entries[attempt.address] == nil && state.entries.count >= capacity { makeRoom(&state, now: now) }
            address.failures.append(now)
            state.entries[attempt.address] = address
            return nil
        }
    }

    /// Seconds until the oldest of these leaves the window.
    private func waitFor(_ times: [Date], now: Date) -> TimeInterval {
        times.first.map { max(1, window - now.timeIntervalSince($0)) } ?? 1
    }

    /// Forgets what has aged out; if the table is still full, the quarter least recently
    /// counted (never an attempt under way).
    private func makeRoom(_ state: inout State, now: Date) {
        let cutoff = now.addingTimeInterval(-window)
        for key in Array(state.entries.keys) {
            state.entries[key]?.forget(before: cutoff)
            if state.entries[key]?.isEmpty == true { state.entries[key] = nil }
        }
        guard state.entries.count >= capacity else { return }
        let idle = state.entries.filter { $0.value.inFlight.isEmpty }
            .map { (key: $0.key, last: max($0.value.failures.last ?? .distantPast, $0.value.successes.last ?? .distantPast)) }
            .sorted { $0.last < $1.last }
        for victim in idle.prefix(max(1, capacity / 4)) { state.entries[victim.key] = nil }
    }
}

struct RetryAfter: Error, Sendable {
    let seconds: Int
}
