import Foundation

/// The clock the synchronizer waits on, injected so tests never sleep.
public protocol SyncClock: Sendable {
    func now() -> Date
    func sleep(for duration: Duration) async throws
}
