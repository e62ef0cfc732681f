import Entities
import Foundation

/// Where a redirect leads, checked before the network library sees it: anyone on the path of a
/// plain http feed can answer `302 Location: http://host:99999/`, and NIO traps on that port.
/// `package`: the address fuzz target (scripts/FuzzTargets) resolves redirects directly.
package enum RedirectTarget {
    package struct Refusal: Error, Equatable {
        package let detail: String
    }

    /// The `Location` read against the address that answered: an http(s) address Podium can
    /// connect to, or why not (never the location's own text, which may hold anything).
    package static func resolve(_ location: String, from current: URL) -> Result<URL, Refusal> {
        guard let next = URL(string: location, relativeTo: current)?.absoluteURL,
              ["http", "https"].contains(next.scheme?.lowercased() ?? "") else {
            return .failure(Refusal(detail: "it redirects to an address that is not http(s)"))
        }
        if let problem = next.connectionProblem {
            return .failure(Refusal(detail: "it redirects to an address that cannot be reached (\(problem))"))
        }
        return .success(next)
    }
}
