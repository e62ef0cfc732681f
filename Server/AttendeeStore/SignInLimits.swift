import Foundation

/// The sign-in limits' numbers (docs/server.md says what each protects). The store keeps the
/// attempts, so every instance on one store enforces one limit.
public struct SignInLimits: Sendable, Hashable {
    /// Failed sign-ins allowed per email and per client address in `window`.
    public var failuresAllowed: Int
    /// Successful sign-ins allowed per email in `window`.
    public var successesAllowed: Int
    public var window: TimeInterval
    /// Attempts the store remembers at most; past it the oldest are forgotten (a flood of
    /// one-off emails costs a bounded table, whatever their length).
    public var capacity: Int

    public init(failuresAllowed: Int = 5, successesAllowed: Int = 10, window: TimeInterval = 60, capacity: Int = 100_000) {
        self.failuresAllowed = failuresAllowed
        self.successesAllowed = successesAllowed
        self.window = window
        self.capacity = capacity
    }
}

/// A sign-in under way: it holds its email's place from the moment it starts, so fifty
/// parallel wrong attempts cannot all slip in before the first failure is counted.
public struct SignInAttempt: Sendable, Hashable {
    public let email: Data
    public let address: Data
    /// The store's row for the attempt's place.
    public let id: Int64

    public init(email: Data, address: Data, id: Int64) {
        self.email = email
        self.address = address
        self.id = id
    }
}

public enum SignInOutcome: Sendable, Hashable { case succeeded, failed, unknown }

/// Whole seconds until an email or address may try again.
public struct SignInWait: Error, Sendable, Hashable {
    public let seconds: Int
    public init(seconds: Int) { self.seconds = seconds }
}

/// What both stores decide alike from the attempts they keep. Keys are digests, so a 58 KB
/// email costs what any other does.
public enum SignInLedger {
    public static func emailKey(_ normalizedEmail: String) -> Data { Secrets.digest("email\u{0}" + normalizedEmail) }
    public static func addressKey(_ address: String) -> Data { Secrets.digest("address\u{0}" + address) }

    /// How an attempt row is marked.
    public enum Mark: String, Sendable { case pending, failure, success }

    /// The wait before an email may try again, from its rows in the window (times in seconds
    /// since 1970): over its failures (counting attempts under way), or over its successes.
    public static func emailWait(_ rows: [(mark: Mark, at: Double)], limits: SignInLimits, now: Date) -> SignInWait? {
        let failures = rows.filter { $0.mark == .failure }.map(\.at), successes = rows.filter { $0.mark == .success }.map(\.at)
        let pending = rows.count - failures.count - successes.count
        let wait = max(failures.count + pending >= limits.failuresAllowed ? seconds(until: failures, leave: limits, now: now) : 0,
                       successes.count >= limits.successesAllowed ? seconds(until: successes, leave: limits, now: now) : 0)
        return wait > 0 ? SignInWait(seconds: max(1, Int(wait.rounded(.up)))) : nil
    }

    /// The wait an address over its failures is answered with instead of "not recognised".
    public static func addressWait(_ failures: [Double], limits: SignInLimits, now: Date) -> SignInWait? {
        guard failures.count >= limits.failuresAllowed else { return nil }
        return SignInWait(seconds: max(1, Int(seconds(until: failures, leave: limits, now: now).rounded(.up))))
    }

    /// Seconds until the oldest of these leaves the window.
    private static func seconds(until times: [Double], leave limits: SignInLimits, now: Date) -> TimeInterval {
        times.min().map { max(1, limits.window - (now.timeIntervalSince1970 - $0)) } ?? 1
    }
}
