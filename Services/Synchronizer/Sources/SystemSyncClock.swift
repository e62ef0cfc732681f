import Foundation
import SynchronizerContract

/// Waiting with the real time: the clock the app's synchronizer and its reminders run on.
public struct SystemSyncClock: SyncClock {
    public init() {}
    public func now() -> Date { Date() }
    public func sleep(for duration: Duration) async throws { try await Task.sleep(for: duration) }
}
