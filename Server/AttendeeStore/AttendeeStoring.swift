import Foundation

/// What the server asks of its store of attendees, tokens and favorites: everything that is
/// state. `AttendeeStore` keeps it in one SQLite file (the embedded default); a store several
/// instances share implements the same (docs/server.md). Handlers see only this.
public protocol AttendeeStoring: Sendable {
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
    public func storageProblem(in error: any Error) -> String? { Self.storageFailure(error) }
    public func storeBytes() async -> Int { bytesOnDisk() }
}
