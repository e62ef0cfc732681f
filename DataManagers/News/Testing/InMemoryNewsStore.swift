import Entities
import Foundation
import LiveData
import NewsDataContract

/// The news store in memory, on the main actor like the modules that read it: items with read
/// marks, change events, and a switch that makes every read fail.
@MainActor
public final class InMemoryNewsStore: NewsReading {
    public private(set) var stored: [NewsItem]
    private var read: Set<String> = []
    private let changes = ChangeBroadcaster<NewsDataChange>()
    /// Makes every read fail with this message, to test error states.
    public var failure: String?

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public init(items: [NewsItem] = []) {
        stored = items
    }

    /// A sync bringing these items (read marks kept).
    public func replaceItems(_ items: [NewsItem]) {
        stored = items
        broadcast(.items)
    }

    public var listenerCount: Int { changes.subscriberCount }

    public func items() async throws -> [NewsItem] {
        try check()
        return stored.map { item in
            var marked = item
            marked.isRead = read.contains(item.id)
            return marked
        }
    }

    public func item(id: String) async throws -> NewsItem? {
        try await items().first { $0.id == id }
    }

    public func setRead(_ id: String, _ isRead: Bool) async throws {
        try check()
        if isRead { read.insert(id) } else { read.remove(id) }
        broadcast(.readState)
    }

    /// Listening starts when asked, from any thread: the main actor of a test is not always the
    /// main thread, and a listener added later missed a change made right after a module's
    /// first read.
    public nonisolated func changeEvents() -> AsyncStream<NewsDataChange> { changes.subscribe() }

    private func broadcast(_ change: NewsDataChange) { changes.publish(change) }

    private func check() throws {
        if let failure { throw Failure(description: failure) }
    }
}
