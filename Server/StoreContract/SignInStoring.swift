import Foundation

/// Signing in with a ticket, and the sign-in limits, counted in the store so every instance
/// on one store enforces one limit.
public protocol SignInStoring: Sendable {
    /// A place for an attempt, or the wait until the email may try again (a refusal writes nothing).
    func beginSignIn(email: String, address: String, limits: SignInLimits, now: Date) async throws -> Result<SignInAttempt, SignInWait>
    /// Counts the attempt. A failure from an address over its limit is answered with a wait
    /// (returned here) instead of "not recognised".
    func endSignIn(_ attempt: SignInAttempt, _ outcome: SignInOutcome, limits: SignInLimits, now: Date) async throws -> SignInWait?
    /// Attempts remembered now.
    func signInAttemptCount() async throws -> Int
    /// A new token for the attendee whose email and code these are (nil alike for an unknown email
    /// and a wrong code); at most `keepingTokens` stay live, one more revokes the oldest.
    func signIn(email: String, ticketCode: String, now: Date, lifetime: TimeInterval, keepingTokens: Int)
        async throws -> (token: String, expiresAt: Date, attendee: AttendeeEntry)?
    /// The attendee a token signs in, when it is known, unexpired and not revoked.
    func attendeeSeq(forToken token: String, now: Date) async throws -> Int64?
    func revoke(token: String, now: Date) async throws
}

extension SignInStoring {
    /// Signing in with the server's default cap of ten live tokens.
    public func signIn(email: String, ticketCode: String, now: Date, lifetime: TimeInterval)
        async throws -> (token: String, expiresAt: Date, attendee: AttendeeEntry)? {
        try await signIn(email: email, ticketCode: ticketCode, now: now, lifetime: lifetime, keepingTokens: 10)
    }
}
