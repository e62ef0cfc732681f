import Foundation

/// Which favorites were already announced, kept with the person's own data for the conference,
/// so that the app and `podium remind --once` (a timer, another process) announce each favorite
/// once per start time between them.
public protocol ReminderClaiming: Sendable {
    /// Records that the session starting at `startsAt` is announced at `time` and returns true;
    /// false when it already was (by this process or another). A session that moves has a new
    /// start, and is announced again.
    func claimReminder(sessionID: String, startsAt: Date, at time: Date) async throws -> Bool
}
