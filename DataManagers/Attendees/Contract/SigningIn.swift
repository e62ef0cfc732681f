import Entities
import Foundation

/// Signing in to the conference's server with an email and a ticket code. The token lives in
/// the secret store (service `podium-server`, account the server's host and port); it is sent
/// only over https or to loopback.
public protocol SigningIn: Sendable {
    /// The server's address, to name it to the person.
    var address: URL { get }
    /// Trades an email and a ticket code for a token, kept in the secret store.
    func signIn(email: String, ticketCode: String) async throws(ConferenceServerError) -> SignedInAttendee
}
