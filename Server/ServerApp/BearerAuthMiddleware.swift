import Foundation
import HTTPTypes
import OpenAPIRuntime
import StoreContract

/// Every operation but the health check and signing in needs a bearer token the store knows,
/// unexpired and not revoked; the attendee it signs in travels to the handler as a task local.
struct BearerAuthMiddleware: ServerMiddleware {
    static let open: Set<String> = ["health", "signIn"]
    let store: any AttendeeStoring
    let owners: TokenOwners
    let now: @Sendable () -> Date

    func intercept(_ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?))
        async throws -> (HTTPResponse, HTTPBody?) {
        guard !Self.open.contains(operationID) else { return try await next(request, body, metadata) }
        guard let token = Self.bearerToken(request.headerFields[.authorization]), let seq = try await owner(of: token) else {
            throw ProblemResponse.unauthorized
        }
        return try await RequestScope.$attendeeSeq.withValue(seq) {
            try await RequestScope.$bearerToken.withValue(token) { try await next(request, body, metadata) }
        }
    }

    /// The attendee the token signs in: as the store said within the last second, or read.
    private func owner(of token: String) async throws -> Int64? {
        let now = now()
        if let seq = owners.seq(for: token, now: now) { return seq }
        let generation = owners.begin()
        guard let seq = try await store.attendeeSeq(forToken: token, now: now) else { return nil }
        owners.keep(seq, for: token, readSince: generation, now: now)
        return seq
    }

    /// The token of an `Authorization: Bearer …` header; nil for any other shape.
    static func bearerToken(_ header: String?) -> String? {
        guard let header else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let token = parts[1].trimmingCharacters(in: .whitespaces)
        guard (20...100).contains(token.count), token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return nil }
        return token
    }
}
