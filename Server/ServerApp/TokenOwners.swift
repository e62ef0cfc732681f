import Foundation
import Synchronization

/// The attendees bearer tokens signed in, as the store said within the last second, so that a
/// search or a read of favorites needs no read of the store for its token (under load one read
/// costs more than its query). Only tokens the store accepted are kept. Signing in or out
/// through this process forgets them all, so an instance is exact about what it was told; a
/// revocation by another instance or by `podium-server attendees import` (a new ticket code) is
/// seen within a second — the same second a directory page may be kept (`DirectoryPages`).
final class TokenOwners: Sendable {
    /// How long the store's word about a token is taken, by the server's clock and the machine's.
    static let freshFor: TimeInterval = 1
    /// More tokens than this in one second drops the stale ones (and, if none is, all).
    static let capacity = 8_192

    private struct Entry {
        let seq: Int64
        let at: Date
        let instant: ContinuousClock.Instant
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// Counts forgettings: a read of the store begun before one is never kept after it.
        var generation = 0
    }

    private let state = Mutex(State())

    /// The attendee `token` signs in, when the store said so within the last second.
    func seq(for token: String, now: Date) -> Int64? {
        let instant = ContinuousClock.now
        return state.withLock { state in
            guard let entry = state.entries[token] else { return nil }
            guard Self.isFresh(entry, now: now, instant: instant) else {
                state.entries[token] = nil
                return nil
            }
            return entry.seq
        }
    }

    /// Taken before reading the store for a token; `keep` refuses the answer if anything was
    /// forgotten since.
    func begin() -> Int { state.withLock { $0.generation } }

    func keep(_ seq: Int64, for token: String, readSince generation: Int, now: Date) {
        let instant = ContinuousClock.now
        state.withLock { state in
            guard state.generation == generation else { return }
            if state.entries.count >= Self.capacity {
                state.entries = state.entries.filter { Self.isFresh($0.value, now: now, instant: instant) }
                if state.entries.count >= Self.capacity { state.entries.removeAll(keepingCapacity: true) }
            }
            state.entries[token] = Entry(seq: seq, at: now, instant: instant)
        }
    }

    /// After a sign-in (which may revoke an attendee's oldest tokens) or a sign-out.
    func forgetAll() {
        state.withLock { state in
            state.entries.removeAll(keepingCapacity: true)
            state.generation &+= 1
        }
    }

    /// Within a second by the server's clock (which tests move) and by the machine's.
    private static func isFresh(_ entry: Entry, now: Date, instant: ContinuousClock.Instant) -> Bool {
        let age = now.timeIntervalSince(entry.at)
        return age >= 0 && age < freshFor && instant - entry.instant < .seconds(freshFor)
    }
}
