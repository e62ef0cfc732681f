import Foundation

/// For `podium remind`, whose announcement is a desktop notification alone: a claim whose
/// notification the desktop refused is taken back, so the next look (a minute later) announces
/// it again while it is still due. (The app's banner reminds whatever the desktop does.)
public protocol ReminderReleasing: Sendable {
    func releaseReminder(sessionID: String, startsAt: Date) async throws
}
