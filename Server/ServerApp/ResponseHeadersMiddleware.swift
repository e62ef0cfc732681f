import Foundation
import Hummingbird
import HTTPTypes

/// Headers every answer carries as HTTP means them: `Cache-Control: no-store` on everything
/// under /v1 (tokens, profiles, favorites and the attendees list are one person's or about
/// people; no shared cache may keep them), and entity tags as RFC 9110 writes them — the
/// generated code percent-encodes header values (`%22…%22`), which caches and proxies do not
/// read as a tag.
struct ResponseHeadersMiddleware: RouterMiddleware {
    typealias Context = ServerContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        if request.uri.path.hasPrefix("/v1/") { response.headers[.cacheControl] = "no-store" }
        if let tag = response.headers[.eTag], let plain = Self.entityTag(tag) { response.headers[.eTag] = plain }
        return response
    }

    /// `"…"` or `W/"…"` from a percent-encoded one; nil when it is already plain or not a tag.
    static func entityTag(_ value: String) -> String? {
        guard value.contains("%"), let decoded = value.removingPercentEncoding else { return nil }
        let opaque = decoded.hasPrefix("W/") ? decoded.dropFirst(2) : decoded[...]
        // etagc = "!" / %x23-7E / obs-text, between quotes
        guard opaque.count >= 2, opaque.first == "\"", opaque.last == "\"",
              opaque.dropFirst().dropLast().unicodeScalars.allSatisfy({ $0.value == 0x21 || (0x23...0x7E).contains($0.value) }) else { return nil }
        return decoded
    }
}
