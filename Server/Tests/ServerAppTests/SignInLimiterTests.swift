import Foundation
import Testing
@testable import ServerApp

/// The limiter's memory: what a flood of refused or one-off attempts leaves behind.
@Suite struct SignInLimiterTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    /// A refused attempt stores nothing, and a key is a digest: 11,000 emails of 58 KB each
    /// leave at most the table's bound, whatever their length.
    @Test func refusedAndOneOffAttemptsAreBoundedAndKeyedByDigest() {
        let limiter = SignInLimiter(allowed: 5, window: 60, capacity: 1_000)
        let long = String(repeating: "\u{301}", count: 29_000)
        for index in 0..<11_000 {
            guard case .success(let attempt) = limiter.begin(email: "\(index)\(long)@example.org", address: "192.0.2.1", now: now) else {
                return #expect(Bool(false), "a new email has its place")
            }
            limiter.end(attempt, .failed, now: now)
        }
        #expect(limiter.count <= 1_000)
    }

    @Test func anEmailOverItsLimitIsRefusedWithoutBeingStoredAgain() {
        let limiter = SignInLimiter(allowed: 2, window: 60)
        for _ in 0..<2 {
            if case .success(let attempt) = limiter.begin(email: "ada@example.org", address: "a", now: now) { limiter.end(attempt, .failed, now: now) }
        }
        let before = limiter.count
        for _ in 0..<100 {
            guard case .failure(let wait) = limiter.begin(email: "ada@example.org", address: "b", now: now) else {
                return #expect(Bool(false), "over its limit")
            }
            #expect(wait.seconds == 60)
        }
        #expect(limiter.count == before, "refused: nothing stored")
        guard case .success = limiter.begin(email: "ada@example.org", address: "b", now: now.addingTimeInterval(60)) else {
            return #expect(Bool(false), "a minute later it may try again")
        }
    }
}
