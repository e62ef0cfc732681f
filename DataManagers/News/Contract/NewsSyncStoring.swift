import Entities
import FeedFetcherContract
import Foundation

/// What the synchronizer needs: the validators of the last feed, and applying a new one.
public protocol NewsSyncStoring: Sendable {
    /// Replaces the items with the feed's in one transaction, keeping read marks of items that
    /// remain. Applying the same items twice writes nothing.
    func apply(_ items: [NewsItem], validators: FeedValidators, at time: Date) async throws -> NewsApplyReport
    func validators() async throws -> FeedValidators?
    /// How many items the store holds, for the sync's summary.
    func itemCount() async throws -> Int
}
