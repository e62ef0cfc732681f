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
    /// Media types the body may have ("application/json"); empty: any. A server saying
    /// text/html for a JSON feed is refused before a byte is parsed.
    public var acceptedContentTypes: [String]
    public var maximumBytes: Int
    public var timeout: Duration
    /// Sent as `Authorization: Bearer …`, only over https or to this machine (loopback http),
    /// and never to another host a redirect leads to.
    public var credential: FeedCredential?

    public init(url: URL, validators: FeedValidators? = nil, acceptedContentTypes: [String] = [],
                maximumBytes: Int = 50 * 1024 * 1024, timeout: Duration = .seconds(20), credential: FeedCredential? = nil) {
        self.url = url
        self.validators = validators
        self.acceptedContentTypes = acceptedContentTypes
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
}

/// What makes a request conditional: the server's ETag and Last-Modified (for a file, its
/// size and modification time).
public struct FeedValidators: Sendable, Hashable, Codable {
    public var etag: String?
    public var lastModified: String?

    public init(etag: String? = nil, lastModified: String? = nil) {
        self.etag = etag
        self.lastModified = lastModified
    }

    public var isEmpty: Bool { etag == nil && lastModified == nil }
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

    public var description: String {
        switch self {
        case .httpStatus(let status, let url): "HTTP \(status) from \(url.absoluteString)"
        case .unexpectedContentType(let type, let url): "\(url.absoluteString) sent \(type), not a feed"
        case .tooLarge(let limit, let url): "\(url.absoluteString) is larger than the \(limit / 1_048_576) MB limit"
        case .timedOut(let seconds, let url): "\(url.absoluteString) did not answer within \(Int(seconds)) s"
        case .connectionFailed(let detail, let url): "cannot fetch \(url.absoluteString): \(detail)"
        case .fileUnreadable(let detail, let path): "cannot read \(path): \(detail)"
        case .unsupportedScheme(let scheme, let url): "cannot fetch \(url.absoluteString): \(scheme) is not http, https or file"
        case .credentialNeedsHTTPS(let url):
            "a token is stored for \(url.host ?? "this feed"), but \(url.absoluteString) is plain http: use https so the token is not sent in the clear"
        }
    }
}
