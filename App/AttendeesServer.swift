import AttendeesDataContract
import Foundation

/// The conference's server as the commands reach it: its address from `--server`, else the
/// conference's (`podium add … --server`, or `server =` in the conferences file; the demo's is
/// podium-server --demo on this machine), and the token in the secret store.
enum AttendeesServer {
    /// An http(s) address Podium can connect to, without a user name, or nil.
    static func url(_ text: String) -> URL? {
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)), url.connectionProblem == nil, url.user == nil else { return nil }
        return url
    }

    /// Why `--server` cannot be used, in one line, or nil.
    static func problem(with text: String) -> String? {
        guard url(text) == nil else { return nil }
        let shown = FeedOptions.shown(text)
        guard let url = URL(string: text.trimmingCharacters(in: .whitespaces)) else { return "--server '\(shown)' is not an http(s) address" }
        if let problem = url.connectionProblem { return "--server '\(shown)' cannot be used: \(problem)" }
        return "--server '\(shown)' holds a user name; sign in with podium login instead"
    }

    static func api(_ options: FeedOptions, prompting: Bool) throws -> any AttendeesServing {
        let source = try ConferenceSource(options)
        guard let api = OpenedConference.attendeesAPI(for: source, prompting: prompting) else {
            throw CommandFailure("\(source.name) has no server; give one with --server URL (or podium add … --server URL)")
        }
        return api
    }
}
