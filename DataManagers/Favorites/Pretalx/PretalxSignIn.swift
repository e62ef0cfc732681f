import Foundation

/// What Podium keeps of a sign-in to a pretalx instance, in the secret store (one entry per
/// instance: pretalx's session covers every event on it): the session and CSRF cookies, the
/// email, and the password only when the person asked (`--remember`), to sign in again when the
/// session ends. Its descriptions are redacted.
struct PretalxSignIn: Sendable, Codable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    var session: String
    var csrf: String
    var email: String
    var password: String?

    var description: String { "<pretalx sign-in of \(email), redacted>" }
    var debugDescription: String { description }
    var customMirror: Mirror { Mirror(self, children: ["email": email]) }

    /// The cookies a signed-in request carries.
    var cookies: [String: String] { [PretalxCookie.session: session, PretalxCookie.csrf: csrf] }
}

/// pretalx's cookie names (its settings fix them).
enum PretalxCookie {
    static let session = "pretalx_session"
    static let csrf = "pretalx_csrftoken"
}
