import Entities
import LiveDataContract

/// The news feed's items as the News list shows them, and word of changes.
public protocol NewsListReading: ChangeAnnouncing where Change == NewsDataChange {
    /// Newest first (undated items last, in feed order).
    func items() async throws -> [NewsItem]
}
