import Foundation

/// What an organiser may tune, with defaults that suit a conference of a few thousand.
public struct ServerSettings: Sendable {
    public var host: String
    public var port: Int
    /// Request bodies over this many bytes are answered 413 before any is read further.
    public var bodyLimit: Int
    /// The same for PUT /v1/me/favorites, whose largest valid body (200 choices with ids of 200
    /// characters, each escaped) is about 500 KiB.
    public var favoritesBodyLimit: Int
    public var tokenLifetime: TimeInterval
    /// Failed sign-ins allowed per email and per client address in `attemptWindow`.
    public var failedSignInsAllowed: Int
    /// Successful sign-ins allowed per email in `attemptWindow`.
    public var successfulSignInsAllowed: Int
    /// Each attendee's fair share of the search (`SearchShare`): this many a second, twice as
    /// many in a burst.
    public var searchesPerSecond: Double
    public var attemptWindow: TimeInterval
    /// Tokens an attendee may hold at once (devices); signing in past it revokes the oldest.
    public var liveTokensPerAttendee: Int
    /// Proxies whose `X-Forwarded-For` names the client (see `ClientAddress`); none by default.
    public var trustedProxies: Set<String>
    /// A connection is closed when it has sent no whole request head for this long (since it
    /// opened or since its last answer): slow or idle clients cannot hold descriptors.
    public var idleTimeout: Duration
    /// A request's body must arrive whole within this long, or the answer is 408.
    public var bodyReadTimeout: Duration
    /// The clock tokens expire and attempts age by (tests move it).
    public var now: @Sendable () -> Date

    public init(host: String = "127.0.0.1", port: Int = 8080, bodyLimit: Int = 64 * 1024, favoritesBodyLimit: Int = 512 * 1024,
                tokenLifetime: TimeInterval = 30 * 86_400, failedSignInsAllowed: Int = 5, successfulSignInsAllowed: Int = 10,
                searchesPerSecond: Double = 10,
                attemptWindow: TimeInterval = 60, liveTokensPerAttendee: Int = 10, trustedProxies: Set<String> = [],
                idleTimeout: Duration = .seconds(15), bodyReadTimeout: Duration = .seconds(30),
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.host = host
        self.port = port
        self.bodyLimit = bodyLimit
        self.favoritesBodyLimit = favoritesBodyLimit
        self.tokenLifetime = tokenLifetime
        self.failedSignInsAllowed = failedSignInsAllowed
        self.successfulSignInsAllowed = successfulSignInsAllowed
        self.searchesPerSecond = searchesPerSecond
        self.attemptWindow = attemptWindow
        self.liveTokensPerAttendee = liveTokensPerAttendee
        self.trustedProxies = trustedProxies
        self.idleTimeout = idleTimeout
        self.bodyReadTimeout = bodyReadTimeout
        self.now = now
    }
}
