import Entities
import FavoritesDataContract
import FavoritesTesting
import Foundation
import Testing

/// The in-memory favorites store keeps choices and announces them as the real one does.
@MainActor @Suite struct InMemoryFavoritesStoreTests {
    @Test func aChoiceIsKeptAnnouncedAndAFailedSaveKeepsNothing() async throws {
        let store = InMemoryFavoritesStore()
        var events = store.changeEvents().makeAsyncIterator()
        try await store.setFavorite("keynote", true, at: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(await events.next() == .favorites)
        #expect(try await store.favoriteSessionIDs() == ["keynote"])
        store.setFailure("the disk is full")
        await #expect(throws: (any Error).self) { try await store.setFavorite("rust", true, at: .now) }
        store.setFailure(nil)
        #expect(try await store.favoriteSessionIDs() == ["keynote"])
    }

    @Test func aHiddenRoomIsSaidToTheScheduleAtOnce() async throws {
        let store = InMemoryFavoritesStore()
        var told = 0
        store.onHiddenChange = { told += 1 }
        try await store.setRoom(2, hidden: true)
        #expect(store.hiddenNow.roomIDs == [2] && told == 1)
    }
}
