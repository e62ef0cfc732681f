import Entities
import Foundation

/// The signed-in attendee's own profile on the conference's server. Profiles are never queued:
/// saving needs the server.
public protocol ProfileServing: Sendable {
    /// The server the profile is kept on (its address, to name it).
    var address: URL { get }
    func myProfile() async throws(ConferenceServerError) -> MyProfile
    /// Saves the profile whole and answers it as saved (trimmed, control characters removed), or
    /// throws `.invalidFields` with a message per field the server refused.
    func saveProfile(_ profile: MyProfile) async throws(ConferenceServerError) -> MyProfile
}
