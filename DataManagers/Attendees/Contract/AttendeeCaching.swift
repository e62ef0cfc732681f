import Entities
import Foundation

/// Each attendee's profile as it was last seen, for reading it offline.
public protocol AttendeeCaching: Sendable {
    func save(_ attendee: Attendee, at: Date) async throws
    func cachedAttendee(id: String) async throws -> (attendee: Attendee, seenAt: Date)?
}
