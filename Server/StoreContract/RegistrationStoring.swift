import Foundation

/// The organiser's list: registrations imported from their file, the demo's profiles, a count.
public protocol RegistrationStoring: Sendable {
    /// Adds new attendees and updates the registration of known ones (matched by email) in one
    /// transaction. A profile an attendee wrote is never touched, and nobody is removed.
    func importRegistrations(_ registrations: [Registration], now: Date) async throws -> ImportSummary
    /// Profiles for attendees known by email, in one transaction (the demo's attendees); an
    /// invalid one throws before anything is written.
    func updateProfiles(byEmail updates: [(email: String, profile: ProfileUpdate)], now: Date) async throws
    func attendeeCount() async throws -> Int
}
