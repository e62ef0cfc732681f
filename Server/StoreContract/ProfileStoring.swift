import Foundation

/// One's own profile: read, and written by its attendee.
public protocol ProfileStoring: Sendable {
    func profile(of seq: Int64) async throws -> AttendeeEntry
    func updateProfile(of seq: Int64, to update: ProfileUpdate, now: Date) async throws -> AttendeeEntry
}
