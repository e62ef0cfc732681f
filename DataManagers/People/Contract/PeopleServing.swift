import Entities
import Foundation

/// The conference's server, as the People API data manager speaks to it: signing in and out,
/// and the directory. The token lives in the secret store (service `podium-server`, account the
/// server's host and port); it is sent only over https or to loopback.
public protocol PeopleServing: Sendable {
    /// The server this speaks to.
    var server: URL { get }
    /// Trades an email and a ticket code for a token, kept in the secret store.
    func signIn(email: String, ticketCode: String) async throws(PeopleError) -> SignedInAttendee
    /// Revokes the token on the server (when it can be reached) and removes it from the secret store.
    func signOut() async throws(PeopleError)
    /// Whether a token is kept for this server (it may have expired: the server says so).
    func hasToken() async -> Bool
    /// Whether the server answers its health check (before asking someone to sign in to it).
    func isReachable() async -> Bool
    /// A page of listed attendees A–Z, or of those matching `search`.
    func page(search: String?, cursor: String?) async throws(PeopleError) -> ParticipantPage
    func participant(id: String) async throws(PeopleError) -> Participant
}

/// The directory as it was last seen, for reading it offline.
public protocol PeopleCaching: Sendable {
    func save(_ page: ParticipantPage, search: String?, cursor: String?, at: Date) async throws
    /// The page last seen for this search and cursor, and when.
    func cachedPage(search: String?, cursor: String?) async throws -> (page: ParticipantPage, seenAt: Date)?
    func save(_ participant: Participant, at: Date) async throws
    func cachedParticipant(id: String) async throws -> (participant: Participant, seenAt: Date)?
    /// Forgets everything (signing out).
    func clear() async throws
}

/// What can go wrong with the server, in words a person can act on.
public enum PeopleError: Error, Sendable, Hashable, CustomStringConvertible {
    case notSignedIn
    case notRecognised
    case tooManyAttempts(retryAfterSeconds: Int)
    case unreachable(String)
    case notFound
    /// The address is plain http to a machine other than this one: a token would travel in clear.
    case insecure(URL)
    case invalid(String)
    case server(String)

    public var description: String {
        switch self {
        case .notSignedIn: "not signed in (or the sign-in expired): sign in again"
        case .notRecognised: "email or ticket code not recognised"
        case .tooManyAttempts(let seconds): "too many attempts — try again in \(seconds) s"
        case .unreachable(let detail): "server unreachable (\(detail))"
        case .notFound: "this attendee is not in the directory (or no longer listed)"
        case .insecure(let url): "\(url.absoluteString) is plain http to another machine; use https (tokens are sent only over https or to this machine)"
        case .invalid(let detail): detail
        case .server(let detail): "the server failed: \(detail)"
        }
    }
}
