import Foundation
import StoreContract

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
/// The attempts live in the store, so every instance serving it enforces one limit.
struct SignInLimiter: Sendable {
    let store: any AttendeeStoring
    let limits: SignInLimits

    /// A place for an attempt, or the whole seconds until the email may try again.
    func begin(email: String, address: String, now: Date) async throws -> Result<SignInAttempt, SignInWait> {
        try await store.beginSignIn(email: email, address: address, limits: limits, now: now)
    }

    /// Counts the attempt; a failure from an address over its limit is answered with a wait.
    @discardableResult
    func end(_ attempt: SignInAttempt, _ outcome: SignInOutcome, now: Date) async throws -> SignInWait? {
        try await store.endSignIn(attempt, outcome, limits: limits, now: now)
    }
}
