import Foundation

/// What can go wrong with the server, in words a person can act on.
public enum ConferenceServerError: Error, Sendable, Hashable, CustomStringConvertible {
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
        case .notFound: "this attendee is not listed (or no longer)"
        case .insecure(let url): "\(url.absoluteString) is plain http to another machine; use https (tokens are sent only over https or to this machine)"
        case .invalid(let detail): detail
        case .invalidFields(let fields): fields.keys.sorted().map { "\($0): \(fields[$0]!)" }.joined(separator: "; ")
        case .server(let detail): "the server failed: \(detail)"
        }
    }
}
