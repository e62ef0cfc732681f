import Entities
import Foundation

/// The attendees list as it was last seen, for reading it offline.
public protocol AttendeeListCaching: Sendable {
    func save(_ page: AttendeePage, search: String?, cursor: String?, at: Date) async throws
    /// The page last seen for this search and cursor, and when.
    func cachedPage(search: String?, cursor: String?) async throws -> (page: AttendeePage, seenAt: Date)?
    /// Forgets everything (signing out).
    func clear() async throws
}
