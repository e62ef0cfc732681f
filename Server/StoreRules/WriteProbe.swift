import Foundation
import StoreContract
import Synchronization

/// The store's last write probe: health writes one row at most every `interval`, so a load
/// balancer asking many times a second costs one small write every few seconds.
public final class WriteProbe: Sendable {
    public static let interval: TimeInterval = 5
    private let last = Mutex<(at: Date, result: StoreHealth)?>(nil)

    public init() {}

    public func result(now: Date, probe: () async -> StoreHealth) async -> StoreHealth {
        if let last = last.withLock({ $0 }), now.timeIntervalSince(last.at) < Self.interval, now >= last.at { return last.result }
        let result = await probe()
        last.withLock { $0 = (now, result) }
        return result
    }

    /// A write that failed for want of storage: health says so at once, not at the next probe.
    public func record(_ reason: String, now: Date) {
        record(.cannotWrite(reason), now: now)
    }

    public func record(_ health: StoreHealth, now: Date) {
        last.withLock { $0 = (now, health) }
    }

    /// The last answer, when it was a failure within the last `interval`: what health says at
    /// once rather than waiting on a database that has just been found gone.
    public func recentFailure(now: Date) -> StoreHealth? {
        guard let last = last.withLock({ $0 }), last.result != .ok, now.timeIntervalSince(last.at) < Self.interval, now >= last.at else { return nil }
        return last.result
    }
}
