import Foundation
import StoreContract

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
