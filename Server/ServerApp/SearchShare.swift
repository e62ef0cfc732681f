import Foundation
import Synchronization

/// Each attendee's fair share of the attendees search: a bucket of `burst` searches refilled at
/// `rate` a second, and at most `running` at once. Over it the answer is 429 with `Retry-After`,
/// at once and without touching the store, so one client (or one attendee's ten devices) sending
/// 50 costly searches a second cannot push everyone else's answers from milliseconds to seconds.
final class SearchShare: Sendable {
    struct Ticket: Sendable {
        fileprivate let attendee: Int64
    }

    private struct Entry {
        var tokens: Double
        var refilledAt: Date
        var running = 0
    }

    private let rate: Double
    private let burst: Double
    private let running: Int
    private let entries = Mutex<[Int64: Entry]>([:])

    /// `rate` a second, twice that in a burst, and a fifth of it (at least two) at once.
    init(rate: Double) {
        self.rate = rate
        self.burst = 2 * rate
        self.running = max(2, Int(rate / 5))
    }

    func begin(_ attendee: Int64, now: Date) -> Result<Ticket, RetryAfter> {
        entries.withLock { entries in
            if entries.count > 50_000 { entries = entries.filter { $0.value.running > 0 || $0.value.tokens < burst - 1 } }
            var entry = entries[attendee] ?? Entry(tokens: burst, refilledAt: now)
            let elapsed = max(0, now.timeIntervalSince(entry.refilledAt))
            entry.tokens = min(burst, entry.tokens + elapsed * rate)
            entry.refilledAt = max(entry.refilledAt, now)
            guard entry.running < running, entry.tokens >= 1 else {
                entries[attendee] = entry
                return .failure(RetryAfter(seconds: 1))
            }
            entry.tokens -= 1
            entry.running += 1
            entries[attendee] = entry
            return .success(Ticket(attendee: attendee))
        }
    }

    func end(_ ticket: Ticket) {
        entries.withLock { $0[ticket.attendee]?.running -= 1 }
    }
}

/// Whole seconds until a search may be asked again.
struct RetryAfter: Error, Sendable {
    let seconds: Int
}
