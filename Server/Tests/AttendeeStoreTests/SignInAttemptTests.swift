import Foundation
import StoreContract
import Testing

/// The sign-in limits' attempts as the store keeps them: what a flood of refused or one-off
/// attempts leaves behind, and the places attempts under way hold.
@Suite struct SignInAttemptTests {
    let now = StoreFixture.now

    /// A key is a digest and the table is bounded: 3,000 emails of 58 KB each leave at most its
    /// capacity of rows, whatever their length.
    @Test(arguments: StoreKind.all) func oneOffAttemptsAreBoundedAndKeyedByDigest(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        let limits = SignInLimits(failuresAllowed: 5, window: 60, capacity: 500)
        let long = String(repeating: "\u{301}", count: 29_000)
        for index in 0..<3_000 {
            guard case .success(let attempt) = try await fixture.store.beginSignIn(email: "\(index)\(long)@example.org", address: "192.0.2.\(index % 7)",
                                                                                   limits: limits, now: now) else {
                return #expect(Bool(false), "a new email has its place")
            }
            _ = try await fixture.store.endSignIn(attempt, .failed, limits: limits, now: now)
        }
        #expect(try await fixture.store.signInAttemptCount() <= 500 + 7)
    }

    @Test(arguments: StoreKind.all) func anEmailOverItsLimitIsRefusedWithoutBeingStoredAgain(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        let limits = SignInLimits(failuresAllowed: 2, window: 60)
        for _ in 0..<2 {
            if case .success(let attempt) = try await fixture.store.beginSignIn(email: "ada@example.org", address: "a", limits: limits, now: now) {
                _ = try await fixture.store.endSignIn(attempt, .failed, limits: limits, now: now)
            }
        }
        let before = try await fixture.store.signInAttemptCount()
        for _ in 0..<20 {
            guard case .failure(let wait) = try await fixture.store.beginSignIn(email: "ada@example.org", address: "b", limits: limits, now: now) else {
                return #expect(Bool(false), "over its limit")
            }
            #expect(wait.seconds == 60)
        }
        #expect(try await fixture.store.signInAttemptCount() == before, "refused: nothing stored")
        guard case .success = try await fixture.store.beginSignIn(email: "ada@example.org", address: "b", limits: limits,
                                                                 now: now.addingTimeInterval(60)) else {
            return #expect(Bool(false), "a minute later it may try again")
        }
    }

    /// Fifty attempts at once, none finished: only the limit's worth get a place.
    @Test(arguments: StoreKind.all) func attemptsUnderWayHoldTheirPlaces(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        let limits = SignInLimits(failuresAllowed: 5, window: 60)
        let store = fixture.store, now = now
        let placed = try await withThrowingTaskGroup(of: Bool.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    if case .success = try await store.beginSignIn(email: "ada@example.org", address: "a", limits: limits, now: now) { return true }
                    return false
                }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(placed == 5)
    }

    /// An address over its failures is answered with a wait, but its attempts still get a place:
    /// behind a proxy every attendee shares it.
    @Test(arguments: StoreKind.all) func anAddressOverItsLimitWaitsOnlyOnFailures(kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        let limits = SignInLimits(failuresAllowed: 3, window: 60)
        var waits: [Int?] = []
        for index in 0..<5 {
            guard case .success(let attempt) = try await fixture.store.beginSignIn(email: "\(index)@example.org", address: "proxy",
                                                                                   limits: limits, now: now) else {
                return #expect(Bool(false), "each email has its place")
            }
            waits.append(try await fixture.store.endSignIn(attempt, .failed, limits: limits, now: now)?.seconds)
        }
        #expect(waits == [nil, nil, nil, 60, 60])
        guard case .success(let right) = try await fixture.store.beginSignIn(email: "ada@example.org", address: "proxy", limits: limits, now: now) else {
            return #expect(Bool(false), "a right code is checked")
        }
        #expect(try await fixture.store.endSignIn(right, .succeeded, limits: limits, now: now) == nil)
    }
}
