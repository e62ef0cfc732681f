import Entities
/// Signing out of the conference's server.
public protocol SigningOut: Sendable {
    /// Revokes the token on the server (when it can be reached) and removes it from the secret store.
    func signOut() async throws(ConferenceServerError)
}
