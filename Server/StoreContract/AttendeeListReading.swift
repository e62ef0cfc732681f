import Foundation

/// The attendees list: those who chose to be listed, A–Z or searched, a page at a time.
public protocol AttendeeListReading: Sendable {
    /// Listed attendees A–Z, or those whose words start with every word of the query, a page
    /// at a time after a cursor from the previous page.
    func page(matching query: String?, after cursor: String?, limit: Int) async throws -> AttendeePage
    /// A listed attendee; nil alike for a hidden and an unknown id.
    func listedAttendee(id: String) async throws -> AttendeeEntry?
}
