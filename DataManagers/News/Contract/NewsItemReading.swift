import Entities
import LiveDataContract

/// One news item with the person's read mark, and word of changes.
public protocol NewsItemReading: ChangeAnnouncing where Change == NewsDataChange {
    func item(id: String) async throws -> NewsItem?
}
