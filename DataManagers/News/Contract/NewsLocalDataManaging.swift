import Foundation

/// The news store, whole: the News screens read it and mark items read; the synchronizer
/// feeds it. One type implements both; every user names only the part it uses.
public protocol NewsLocalDataManaging: NewsReading, NewsSyncStoring {}

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
