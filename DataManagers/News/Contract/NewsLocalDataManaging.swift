import Entities
import FeedFetcherContract
import Foundation
import LiveDataContract

/// The news store, whole: the News screens read it and mark items read; the synchronizer
/// feeds it. One type implements both; every user names only the part it uses.
public protocol NewsLocalDataManaging: NewsReading, NewsSyncStoring {}

/// What the News screens need: the items with the person's read marks, and word of changes.
public protocol NewsReading: ChangeAnnouncing where Change == NewsDataChange {
    /// Newest first (undated items last, in feed order).
    func items() async throws -> [NewsItem]
    func item(id: String) async throws -> NewsItem?
    /// The person's mark: kept apart from the feed, so a re-sent feed never unreads an item.
    func setRead(_ id: String, _ isRead: Bool) async throws
}

/// What the synchronizer needs: the validators of the last feed, and applying a new one.
public protocol NewsSyncStoring: Sendable {
    /// Replaces the items with the feed's in one transaction, keeping read marks of items that
    /// remain. Applying the same items twice writes nothing.
    func apply(_ items: [NewsItem], validators: FeedValidators, at time: Date) async throws -> NewsApplyReport
    func validators() async throws -> FeedValidators?
    /// How many items the store holds, for the sync's summary.
    func itemCount() async throws -> Int
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

    /// Both kinds: what a screen showing items with their read marks listens to.
    public static let any: Set<NewsDataChange> = [.items, .readState]
}
