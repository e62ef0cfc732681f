import Foundation
import HTTPTypes
import Hummingbird

/// The address a request came from, for the sign-in limit. The socket's peer, unless that peer
/// is a proxy the organiser named (`--trusted-proxy`): then the last address in
/// `X-Forwarded-For` that is not itself a trusted proxy — the one the proxy saw. A client can
/// write anything in that header, so it is read only from a proxy the organiser trusts, and only
/// from the right, which the proxy appended.
enum ClientAddress {
    static let forwardedFor = HTTPField.Name("X-Forwarded-For")!

    static func resolve(peer: String, headers: HTTPFields, trustedProxies: Set<String>) -> String {
        guard trustedProxies.contains(peer) else { return peer }
        let hops = headers[values: forwardedFor].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
        for hop in hops.reversed() where !trustedProxies.contains(hop) {
            // An address is at most 45 characters of hex, digits, dots and colons; anything else is
            // not one the proxy wrote, and the proxy itself is all that is known.
            guard hop.utf8.count <= 45, hop.utf8.allSatisfy({ $0 == 0x2E || $0 == 0x3A || ($0 >= 0x30 && $0 <= 0x39)
                || ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) }), !hop.isEmpty else { return peer }
            return hop
        }
        return peer
    }
}

/// Hands the client's address (as `ClientAddress` resolves it) to the handlers.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let trustedProxies: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let peer = context.remoteAddress.flatMap { $0.ipAddress ?? $0.pathname } ?? "unknown"
        let address = ClientAddress.resolve(peer: peer, headers: request.headers, trustedProxies: trustedProxies)
        return try await RequestScope.$clientAddress.withValue(address) { try await next(request, context) }
    }
}
