import Entities

/// Signing in to the event's pretalx as its own login page does, and out: what `podium login
/// --pretalx` and `logout --pretalx` ask of the pretalx partner.
public protocol PretalxSigningIn: FavoritesSyncPartner {
    /// The event whose stars the sign-in reaches.
    var event: PretalxEvent { get }
    /// Signs in (keeping the session; the password too when `remember`).
    func signIn(email: String, password: String, remember: Bool) async throws(FavoritesSyncError) -> PretalxSignInOutcome
    /// Forgets the sign-in; whether there was one.
    @discardableResult
    func signOut() async throws(FavoritesSyncError) -> Bool
}

/// How a sign-in went: how many talks are starred on pretalx, or why favourites cannot be
/// synced although the sign-in worked (and is kept).
public struct PretalxSignInOutcome: Sendable, Hashable {
    public let email: String
    public let starred: Int?
    public let problem: String?

    public init(email: String, starred: Int?, problem: String?) {
        self.email = email
        self.starred = starred
        self.problem = problem
    }
}
