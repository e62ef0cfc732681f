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
    public var attemptWindow: TimeInterval
    /// The clock tokens expire and attempts age by (tests move it).
    public var now: @Sendable () -> Date

    public init(host: String = "127.0.0.1", port: Int = 8080, bodyLimit: Int = 64 * 1024, favoritesBodyLimit: Int = 512 * 1024,
                tokenLifetime: TimeInterval = 30 * 86_400, failedSignInsAllowed: Int = 5, attemptWindow: TimeInterval = 60,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.host = host
        self.port = port
        self.bodyLimit = bodyLimit
        self.favoritesBodyLimit = favoritesBodyLimit
        self.tokenLifetime = tokenLifetime
        self.failedSignInsAllowed = failedSignInsAllowed
        self.attemptWindow = attemptWindow
        self.now = now
    }
}
