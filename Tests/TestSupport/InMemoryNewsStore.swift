import Entities
import Foundation
import LiveDataContract
import NewsDataContract

/// The news store in memory, on the main actor like the modules that read it: items with read
/// marks, change events, and a switch that makes every read fail.
@MainActor
public final class InMemoryNewsStore: NewsReading {
    public private(set) var stored: [NewsItem]
    private var read: Set<String> = []
    private var continuations: [UUID: AsyncStream<NewsDataChange>.Continuation] = [:]
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

    public var listenerCount: Int { continuations.count }

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

    /// Listening starts at once when asked on the main actor (as modules ask), so a change made
    /// right after a module's first read is not missed.
    public nonisolated func changeEvents() -> AsyncStream<NewsDataChange> {
        let (stream, continuation) = AsyncStream<NewsDataChange>.makeStream()
        let id = UUID()
        continuation.onTermination = { _ in Task { @MainActor in self.continuations[id] = nil } }
        if Thread.isMainThread {
            MainActor.assumeIsolated { continuations[id] = continuation }
        } else {
            Task { @MainActor in self.continuations[id] = continuation }
        }
        return stream
    }

    private func broadcast(_ change: NewsDataChange) {
        for continuation in continuations.values { continuation.yield(change) }
    }

    private func check() throws {
        if let failure { throw Failure(description: failure) }
    }
}
