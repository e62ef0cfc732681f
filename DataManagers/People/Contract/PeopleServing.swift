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

/// The signed-in attendee's own profile on the conference's server. Profiles are never queued:
/// saving needs the server.
public protocol ProfileServing: Sendable {
    /// The server the profile is kept on.
    var server: URL { get }
    func myProfile() async throws(PeopleError) -> MyProfile
    /// Saves the profile whole and answers it as saved (trimmed, control characters removed), or
    /// throws `.invalidFields` with a message per field the server refused.
    func saveProfile(_ profile: MyProfile) async throws(PeopleError) -> MyProfile
}

/// My schedule on the conference's server, as the synchronizer exchanges it: every choice the
/// attendee has made on any device, and the server's merge of this device's.
public protocol FavoritesSyncServing: Sendable {
    /// Whether a sign-in is kept for this server (without one there is nothing to sync).
    func hasToken() async -> Bool
    /// Every choice on the server; nil when it is still what `tag` names.
    func favoriteChoices(ifNoneMatch tag: String?) async throws(PeopleError) -> FavoriteChoiceSet?
    /// Sends choices made here (at most `FavoriteChoiceSet.maxPerRequest`); the server keeps, per
    /// session, the later of its own and this one, and answers every choice after that.
    /// `sentAt`: this device's clock now, so the server can tell when it is wrong.
    func mergeFavoriteChoices(_ choices: [FavoriteChoice], sentAt: Date) async throws(PeopleError) -> FavoriteChoiceSet
}

/// Every choice the server holds for the attendee, and the tag that names this exact set.
public struct FavoriteChoiceSet: Sendable, Hashable {
    /// Choices one request may carry (API/openapi.yaml).
    public static let maxPerRequest = 200
    /// Choices the server keeps for one attendee.
    public static let maxPerAttendee = 5_000
    public static let maxSessionIDLength = 200
    public var choices: [FavoriteChoice]
    public var tag: String?

    public init(choices: [FavoriteChoice], tag: String?) {
        self.choices = choices
        self.tag = tag
    }
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
    /// The server refused these fields of a profile, with a message each ("bio": "at most 1000 characters").
    case invalidFields([String: String])
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
        case .invalidFields(let fields): fields.keys.sorted().map { "\($0): \(fields[$0]!)" }.joined(separator: "; ")
        case .server(let detail): "the server failed: \(detail)"
        }
    }
}
