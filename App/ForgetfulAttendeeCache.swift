import AttendeesDataContract
import Entities
import Foundation

/// The attendees cache when its file cannot be opened: the Attendees tab works online and keeps nothing.
struct ForgetfulAttendeeCache: AttendeeListCaching, AttendeeCaching {
    func save(_ page: AttendeePage, search: String?, cursor: String?, at: Date) async throws {}
    func cachedPage(search: String?, cursor: String?) async throws -> (page: AttendeePage, seenAt: Date)? { nil }
    func save(_ attendee: Attendee, at: Date) async throws {}
    func cachedAttendee(id: String) async throws -> (attendee: Attendee, seenAt: Date)? { nil }
    func clear() async throws {}
}
