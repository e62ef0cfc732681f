import Foundation

/// One sync at a time per store, across processes: a second `podium sync --once`, or the app
/// and a script, take turns instead of colliding in the database.
public protocol SyncLocking: Sendable {
    /// Takes the lock, waiting up to `wait` for whoever holds it; false when it stayed taken.
    func acquire(waitingUpTo wait: Duration) async -> Bool
    func release()
}
