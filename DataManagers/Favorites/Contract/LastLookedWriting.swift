import Foundation

/// Remembering when the person last looked at what changed in My schedule.
public protocol LastLookedWriting: Sendable {
    func setLastLooked(_ time: Date) async throws
}
