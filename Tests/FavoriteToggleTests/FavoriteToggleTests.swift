import FavoritesDataContract
import FavoritesTesting
import Foundation
import TestHarness
import Testing
@testable import FavoriteToggle

/// The ★ every screen that stars flips: at once on the key, the store's word replacing it, put
/// back when saving failed; and the save that lands even when the screen is gone.
@MainActor @Suite struct FavoriteToggleTests {
    @Test func aMarkFlipsAtOnceIsReplacedByTheStoresWordAndGoesBackWhenSavingFailed() {
        var marks = FavoriteMarks(["a"])
        let starred = marks.toggle("b")
        #expect(starred && marks.contains("b"))
        let unstarred = !marks.toggle("a")
        #expect(unstarred && !marks.contains("a"))
        let agreed = !marks.load(["b"])
        #expect(agreed, "the store agrees: nothing to show again")
        let changed = marks.load(["b", "c"])
        #expect(changed, "another device starred c")
        marks.revert("b", wanted: true)
        #expect(marks.ids == ["c"])
        marks.revert("d", wanted: false)
        #expect(marks.ids == ["c", "d"])
        #expect(FavoriteMarks.failureTitle(wanted: true) == "Not added to My schedule")
        #expect(FavoriteMarks.failureTitle(wanted: false) == "Not removed from My schedule")
    }

    @Test func aSaveLandsWithTheTimeOfTheKeyEvenWhenTheScreenIsGone() async throws {
        let store = InMemoryFavoritesStore()
        let time = Date(timeIntervalSince1970: 1_790_000_000)
        var saver: FavoriteSaver? = FavoriteSaver(favorites: store, now: { time })
        saver?.save("talk", true) { Issue.record("failed: \($0)") }
        saver = nil
        #expect(await eventually { (try? await store.favoriteSessionIDs()) == ["talk"] })
        #expect(try await store.favorites().first?.addedAt == time)
    }

    @Test func aFailedSaveIsSaidBack() async throws {
        let store = InMemoryFavoritesStore()
        store.failure = "disk full"
        let saver = FavoriteSaver(favorites: store, now: Date.init)
        var said: String?
        saver.save("talk", true) { said = $0 }
        #expect(await eventually { said != nil })
        #expect(said == "disk full")
    }
}

/// The ★ as an Interactor keeps them: read now and after every change, saved, and stopped with it.
@MainActor @Suite struct FavoriteStarsTests {
    @Test func theStarsAreReadAgainOnEveryChangeAndAFailedSaveIsSaid() async throws {
        let store = InMemoryFavoritesStore()
        var seen: [Set<String>] = []
        var failures: [String] = []
        var stars: FavoriteStars? = FavoriteStars(favorites: store, now: Date.init)
        stars?.start(deliver: { seen.append($0) }, failed: { failures.append($0) })
        #expect(await eventually { seen == [[]] })
        stars?.save("keynote", true) { failures.append("save: \($0)") }
        #expect(await eventually { seen.last == ["keynote"] })
        store.setFailure("the disk is full")
        stars?.save("keynote", false) { failures.append("save: \($0)") }
        #expect(await eventually { failures.contains("save: the disk is full") })
        store.broadcast(.favorites)
        #expect(await eventually { failures.contains("cannot read My schedule: the disk is full") })
        #expect(store.listenerCount == 1)
        stars = nil
        #expect(await eventually { store.listenerCount == 0 }, "nothing listens once the Interactor's stars are gone")
    }
}
