import Foundation

/// What the server asks of its store of attendees, tokens and favorites: everything that is
/// state, the sign-in limits' attempts included. `AttendeeStore` keeps it in one SQLite file
/// (the embedded default); `PostgresAttendeeStore` in a PostgreSQL database several instances
/// share (docs/server.md). Handlers and commands see only this.
public protocol AttendeeStoring: Sendable {
    /// Where the store is, for the organiser's log: a path, or an address without a password.
    var location: String { get }

    // The organiser's list
    /// Adds new attendees and updates the registration of known ones (matched by email) in one
    /// transaction. A profile an attendee wrote is never touched, and nobody is removed.
    func importRegistrations(_ registrations: [Registration], now: Date) async throws -> ImportSummary
    /// Profiles for attendees known by email, in one transaction (the demo's attendees); an
    /// invalid one throws before anything is written.
    func updateProfiles(byEmail updates: [(email: String, profile: ProfileUpdate)], now: Date) async throws
    func attendeeCount() async throws -> Int

    // The sign-in limits, counted in the store so every instance enforces one limit
    /// A place for an attempt, or the wait until the email may try again (a refusal writes nothing).
    func beginSignIn(email: String, address: String, limits: SignInLimits, now: Date) async throws -> Result<SignInAttempt, SignInWait>
    /// Counts the attempt. A failure from an address over its limit is answered with a wait
    /// (returned here) instead of "not recognised".
    func endSignIn(_ attempt: SignInAttempt, _ outcome: SignInOutcome, limits: SignInLimits, now: Date) async throws -> SignInWait?
    /// Attempts remembered now.
    func signInAttemptCount() async throws -> Int

    // Signing in
    /// A new token for the attendee whose email and code these are (nil alike for an unknown email
    /// and a wrong code); at most `keepingTokens` stay live, one more revokes the oldest.
    func signIn(email: String, ticketCode: String, now: Date, lifetime: TimeInterval, keepingTokens: Int)
        async throws -> (token: String, expiresAt: Date, attendee: AttendeeEntry)?
    /// The attendee a token signs in, when it is known, unexpired and not revoked.
    func attendeeSeq(forToken token: String, now: Date) async throws -> Int64?
    func revoke(token: String, now: Date) async throws

    // The attendees list and profiles
    /// Listed attendees A–Z, or those whose words start with every word of the query, a page
    /// at a time after a cursor from the previous page.
    func page(matching query: String?, after cursor: String?, limit: Int) async throws -> AttendeePage
    /// A listed attendee; nil alike for a hidden and an unknown id.
    func listedAttendee(id: String) async throws -> AttendeeEntry?
    func profile(of seq: Int64) async throws -> AttendeeEntry
    func updateProfile(of seq: Int64, to update: ProfileUpdate, now: Date) async throws -> AttendeeEntry

    // My schedule on every device
    func favoriteSet(of seq: Int64) async throws -> FavoriteAnswer
    /// Merges a device's choices (the later per session wins), answering every choice or what
    /// changed since `since`; throws `.tooManyFavorites` before writing anything past the limit.
    func mergeFavoriteChoices(of seq: Int64, _ incoming: [FavoriteChoice], sentAt: Int64, now: Date,
                              since: FavoriteVersion?) async throws -> FavoriteAnswer

    // Health and metrics
    /// Whether the store answers and can write.
    func health(now: Date) async -> StoreHealth
    /// Tells health that a request's write failed for want of storage.
    func recordStorageFailure(_ reason: String, now: Date)
    /// Why a write failed when it is the storage's doing (a full disk, a read-only file), in
    /// words; nil for any other error.
    func storageProblem(in error: any Error) -> String?
    /// Tokens that sign someone in now.
    func liveTokenCount(now: Date) async throws -> Int
    /// The bytes the store takes where it keeps them.
    func storeBytes() async -> Int
}

extension AttendeeStore: AttendeeStoring {
    public var location: String { path }
    public func storageProblem(in error: any Error) -> String? { Self.storageFailure(error) }
    public func storeBytes() async -> Int { bytesOnDisk() }
}

extension AttendeeStoring {
    /// Signing in with the server's default cap of ten live tokens.
    public func signIn(email: String, ticketCode: String, now: Date, lifetime: TimeInterval)
        async throws -> (token: String, expiresAt: Date, attendee: AttendeeEntry)? {
        try await signIn(email: email, ticketCode: ticketCode, now: now, lifetime: lifetime, keepingTokens: 10)
    }

    /// Every choice the attendee has made, by session id.
    public func favoriteChoices(of seq: Int64) async throws -> [FavoriteChoice] {
        try await favoriteSet(of: seq).choices
    }

    /// A merge answered with every choice.
    public func mergeFavoriteChoices(of seq: Int64, _ incoming: [FavoriteChoice], sentAt: Int64, now: Date) async throws -> FavoriteAnswer {
        try await mergeFavoriteChoices(of: seq, incoming, sentAt: sentAt, now: now, since: nil)
    }
}
