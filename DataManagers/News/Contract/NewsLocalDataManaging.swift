import Entities
import FeedFetcherContract
import Foundation
import LiveDataContract

/// The news store: what the news feed last said, and what the user has read.
public protocol NewsLocalDataManaging: ChangeAnnouncing where Change == NewsDataChange {
    /// Replaces the items with the feed's in one transaction, keeping read marks of items that
    /// remain. Applying the same items twice writes nothing.
    func apply(_ items: [NewsItem], validators: FeedValidators, at time: Date) async throws -> NewsApplyReport
    func validators() async throws -> FeedValidators?
    /// Newest first (undated items last, in feed order).
    func items() async throws -> [NewsItem]
    func setRead(_ id: String, _ isRead: Bool) async throws
    func changeEvents() -> AsyncStream<NewsDataChange>
}

public struct NewsApplyReport: Sendable, Hashable {
    public var items: Int
    public var added: Int
    public var rowsWritten: Int

    public init(items: Int, added: Int, rowsWritten: Int) {
        self.items = items
        self.added = added
        self.rowsWritten = rowsWritten
    }
}

public enum NewsDataChange: Sendable, Hashable {
    case items
    case readState
}
