import Entities

/// The attendees who chose to be listed, as the server answers them, and whether it can be
/// asked: what the attendees list reads.
public protocol AttendeeListReading: Sendable {
    /// Whether a token is kept for this server (it may have expired: the server says so).
    func hasToken() async -> Bool
    /// Whether the server answers its health check (before asking someone to sign in to it).
    func isReachable() async -> Bool
    /// A page of listed attendees A–Z, or of those matching `search`.
    func page(search: String?, cursor: String?) async throws(ConferenceServerError) -> AttendeePage
}
