import Entities
import NewsDataContract
import NewsTesting
import Testing

/// The in-memory news keeps read marks and announces them.
@MainActor @Suite struct InMemoryNewsStoreTests {
    @Test func aReadMarkIsKeptAndAnnounced() async throws {
        let store = InMemoryNewsStore(items: SampleNews.items)
        var events = store.changeEvents().makeAsyncIterator()
        try await store.setRead(SampleNews.roomChange.id, true)
        #expect(await events.next() != nil)
        #expect(try await store.item(id: SampleNews.roomChange.id)?.isRead == true)
        #expect(try await store.items().map(\.id) == SampleNews.items.map(\.id))
    }
}
