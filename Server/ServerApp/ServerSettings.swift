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
    public var attemptWindow: TimeInterval
    /// Tokens an attendee may hold at once (devices); signing in past it revokes the oldest.
    public var liveTokensPerAttendee: Int
    /// Proxies whose `X-Forwarded-For` names the client (see `ClientAddress`); none by default.
    public var trustedProxies: Set<String>
    /// The clock tokens expire and attempts age by (tests move it).
    public var now: @Sendable () -> Date

    public init(host: String = "127.0.0.1", port: Int = 8080, bodyLimit: Int = 64 * 1024, favoritesBodyLimit: Int = 512 * 1024,
                tokenLifetime: TimeInterval = 30 * 86_400, failedSignInsAllowed: Int = 5, successfulSignInsAllowed: Int = 10,
                attemptWindow: TimeInterval = 60, liveTokensPerAttendee: Int = 10, trustedProxies: Set<String> = [],
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.host = host
        self.port = port
        self.bodyLimit = bodyLimit
        self.favoritesBodyLimit = favoritesBodyLimit
        self.tokenLifetime = tokenLifetime
        self.failedSignInsAllowed = failedSignInsAllowed
        self.successfulSignInsAllowed = successfulSignInsAllowed
        self.attemptWindow = attemptWindow
        self.liveTokensPerAttendee = liveTokensPerAttendee
        self.trustedProxies = trustedProxies
        self.now = now
    }
}
