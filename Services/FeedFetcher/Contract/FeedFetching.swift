import Entities
import Foundation

/// Fetches a feed's bytes from http(s) or a file, conditionally and within limits. The
/// schedule and news API data managers use it; the App wires in the real one, tests a fake.
public protocol FeedFetching: Sendable {
    func fetch(_ request: FeedRequest) async throws(FeedFetchError) -> FeedResponse
}

/// What to fetch and what is acceptable.
public struct FeedRequest: Sendable, Hashable {
    public var url: URL
    /// From the previous successful fetch: sent as If-None-Match / If-Modified-Since.
    public var validators: FeedValidators?
    /// Media types asked for (the Accept header) and let through ("application/json"); empty:
    /// any. A server saying text/html for a JSON feed is refused before a byte is parsed.
    public var acceptedContentTypes: [String]
    /// Media types let through though not asked for: servers label calendars and feeds
    /// text/plain or application/octet-stream. Never in the Accept header, where a server such
    /// as pretalx would take text/plain as a wish for its text timetable.
    public var toleratedContentTypes: [String]
    public var maximumBytes: Int
    public var timeout: Duration
    /// Sent as `Authorization: Bearer …`, only over https or to this machine (loopback http),
    /// and never to another host a redirect leads to.
    public var credential: FeedCredential?
    /// The hosts (lowercase) the request and every redirect may go to; nil: any. A photo may
    /// come only from where the person's feed or server is.
    public var hosts: Set<String>?

    public init(url: URL, validators: FeedValidators? = nil, acceptedContentTypes: [String] = [], toleratedContentTypes: [String] = [],
                maximumBytes: Int = 50 * 1024 * 1024, timeout: Duration = .seconds(20), credential: FeedCredential? = nil,
                hosts: Set<String>? = nil) {
        self.url = url
        self.hosts = hosts
        self.validators = validators
        self.acceptedContentTypes = acceptedContentTypes
        self.toleratedContentTypes = toleratedContentTypes
        self.maximumBytes = maximumBytes
        self.timeout = timeout
        self.credential = credential
    }
}

/// A private feed's bearer token. Its descriptions are redacted, so a request that reaches a
/// log line does not carry the token with it.
public struct FeedCredential: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public let bearerToken: String

    public init(bearerToken: String) {
        self.bearerToken = bearerToken
    }

    public var description: String { "<redacted bearer token>" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["bearerToken": description]) }

    /// Whether a token may travel to `url`: over https, or plain http to this machine only.
    public static func mayBeSent(to url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https"?: true
        case "http"?: ["127.0.0.1", "::1", "[::1]", "localhost"].contains(url.host?.lowercased() ?? "")
        default: false
        }
    }

    /// The secret-store account a feed's token is kept under: its host, with the port when it
    /// is not the scheme's own (`feeds.example.org`, `127.0.0.1:8080`). A token stored for one
    /// origin is never sent to another port of the same host.
    public static func account(for url: URL) -> String? {
        guard let origin = Origin(url) else { return nil }
        return origin.port == origin.defaultPort ? origin.host : "\(origin.host):\(origin.port)"
    }
}

/// Scheme, host and port: where a credential may go (RFC 6454). Another port of the same host
/// is another origin, and so is plain http on the host of an https feed.
public struct Origin: Sendable, Hashable {
    public let scheme: String
    public let host: String
    public let port: Int

    public init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), !host.isEmpty else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : -1)
    }

    var defaultPort: Int { scheme == "https" ? 443 : 80 }
}

/// What makes a request conditional: the server's ETag and Last-Modified (for a file, its
/// size and modification time), sent back as they came; and the digest of the body last read,
/// never sent, so that the same bytes are not read again whatever the server says.
public struct FeedValidators: Sendable, Hashable, Codable {
    public var etag: String?
    public var lastModified: String?
    /// The SHA-256 of the body these validators came with, in lowercase hex.
    public var digest: String?

    public init(etag: String? = nil, lastModified: String? = nil, digest: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
        self.digest = digest
    }

    /// Nothing to remember.
    public var isEmpty: Bool { !isConditional && digest == nil }
    /// Something a server can answer 304 to.
    public var isConditional: Bool { etag != nil || lastModified != nil }
}

public enum FeedResponse: Sendable, Hashable {
    /// Unchanged since the validators: nothing to parse, nothing to write.
    case notModified
    case body(Data, validators: FeedValidators)
}

/// Why a fetch failed, said with the URL.
public enum FeedFetchError: Error, Sendable, Hashable, CustomStringConvertible {
    case httpStatus(Int, url: URL)
    case unexpectedContentType(String, url: URL)
    case tooLarge(limit: Int, url: URL)
    case timedOut(seconds: Double, url: URL)
    /// The connection failed or broke off (refused, reset mid-body, no such host).
    case connectionFailed(String, url: URL)
    case fileUnreadable(String, path: String)
    case unsupportedScheme(String, url: URL)
    /// A token is stored for the feed's host, but the feed is plain http to another machine.
    case credentialNeedsHTTPS(url: URL)
    /// A 304 to a request that sent no validators: there is nothing it could be "not modified"
    /// from, so it must not be taken as "the store is up to date".
    case unexpectedNotModified(url: URL)

    public var description: String {
        switch self {
        case .httpStatus(let status, let url): "HTTP \(status) from \(url.withoutCredentials)"
        case .unexpectedContentType(let type, let url): "\(url.withoutCredentials) sent \(type), not a feed"
        case .tooLarge(let limit, let url): "\(url.withoutCredentials) is larger than the \(Self.megabytes(limit)) limit"
        case .timedOut(let seconds, let url): "\(url.withoutCredentials) did not answer within \(Int(seconds)) s"
        case .connectionFailed(let detail, let url): "cannot fetch \(url.withoutCredentials): \(detail)"
        case .fileUnreadable(let detail, let path): "cannot read \(path): \(detail)"
        case .unsupportedScheme(let scheme, let url): "cannot fetch \(url.withoutCredentials): \(scheme) is not http, https or file"
        case .credentialNeedsHTTPS(let url):
            "a token is stored for \(url.host ?? "this feed"), but \(url.withoutCredentials) is plain http: use https so the token is not sent in the clear"
        case .unexpectedNotModified(let url):
            "\(url.withoutCredentials) answered 304 Not Modified to a request that had nothing to compare with (a server or proxy fault)"
        }
    }

    /// "2 MB", or "512 KB" under a megabyte.
    static func megabytes(_ bytes: Int) -> String {
        bytes >= 1_048_576 ? "\(bytes / 1_048_576) MB" : "\(max(1, bytes / 1024)) KB"
    }
}
