import Foundation

/// When the person last looked at what changed in My schedule (nil: never).
public protocol LastLookedReading: Sendable {
    func lastLooked() async throws -> Date?
}
