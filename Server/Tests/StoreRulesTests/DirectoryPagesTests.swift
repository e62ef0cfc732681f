import StoreContract
import StoreRules
import Testing

/// Pages of the list kept between searches: never answered for a state of the store they were
/// not read at, except for less than `recheck` after another process's change.
@Suite struct DirectoryPagesTests {
    static let key = DirectoryPages.Key(match: "\"ann\"*", cursor: nil, limit: 50)
    static let anna = AttendeePage(items: [AttendeeListing(id: "a1", name: "Anna Becker", company: nil, role: nil)], nextCursor: nil)
    static let annika = AttendeePage(items: [AttendeeListing(id: "a2", name: "Annika Dubois", company: nil, role: nil)], nextCursor: nil)
    let start = ContinuousClock.now

    @Test func aPageIsAnsweredAtTheVersionItWasReadAtAndNoOther() {
        let pages = DirectoryPages()
        let read = pages.begin(now: start)
        #expect(pages.checked("e.1", for: Self.key, by: read) == nil, "nothing kept yet")
        pages.keep(Self.anna, for: Self.key, at: "e.1", by: read)
        #expect(pages.checked("e.1", for: Self.key, by: pages.begin(now: start)) == Self.anna)
        #expect(pages.checked("e.2", for: Self.key, by: pages.begin(now: start)) == nil, "the list changed: read it again")
        #expect(pages.count == 0, "a new version empties the set")
        #expect(pages.checked("e.1", for: Self.key, by: pages.begin(now: start)) == nil, "and the old page is gone for good")
    }

    @Test func withoutAReadAPageIsAnsweredOnlyWithinRecheckOfTheLastCheck() {
        let pages = DirectoryPages()
        #expect(pages.fresh(Self.key, now: start) == nil, "never checked")
        let read = pages.begin(now: start)
        _ = pages.checked("e.1", for: Self.key, by: read)
        pages.keep(Self.anna, for: Self.key, at: "e.1", by: read)
        #expect(pages.fresh(Self.key, now: start + .milliseconds(500)) == Self.anna)
        #expect(pages.fresh(Self.key, now: start + DirectoryPages.recheck) == nil, "another process may have changed the list: check")
        _ = pages.checked("e.1", for: Self.key, by: pages.begin(now: start + .seconds(2)))
        #expect(pages.fresh(Self.key, now: start + .milliseconds(2_500)) == Self.anna, "the same version, checked again")
    }

    @Test func thisProcesssWriteIsSeenAtOnceAndAReadBegunBeforeItKeepsNothing() {
        let pages = DirectoryPages()
        let before = pages.begin(now: start)
        _ = pages.checked("e.1", for: Self.key, by: before)
        pages.keep(Self.anna, for: Self.key, at: "e.1", by: before)
        let slow = pages.begin(now: start)   // a search under way while a profile is saved
        pages.changed()
        #expect(pages.fresh(Self.key, now: start) == nil, "a save is seen by the very next search")
        #expect(pages.checked("e.1", for: Self.key, by: slow) == nil)
        pages.keep(Self.anna, for: Self.key, at: "e.1", by: slow)
        #expect(pages.count == 0, "what the slow search read may predate the save: not kept")
        let after = pages.begin(now: start)
        #expect(pages.checked("e.2", for: Self.key, by: after) == nil)
        pages.keep(Self.annika, for: Self.key, at: "e.2", by: after)
        #expect(pages.fresh(Self.key, now: start) == Self.annika)
    }

    @Test func pastCapacityTheLeastRecentlyUsedPagesGo() {
        let pages = DirectoryPages(capacity: 8)
        let read = pages.begin(now: start)
        _ = pages.checked("e.1", for: Self.key, by: read)
        let keys = (0..<9).map { DirectoryPages.Key(match: "\"w\($0)\"*", cursor: nil, limit: 50) }
        for key in keys.prefix(8) { pages.keep(Self.anna, for: key, at: "e.1", by: read) }
        #expect(pages.fresh(keys[0], now: start) == Self.anna, "the first page, used again")
        pages.keep(Self.annika, for: keys[8], at: "e.1", by: read)
        #expect(pages.count <= 8)
        #expect(pages.fresh(keys[0], now: start) == Self.anna, "recently used: kept")
        #expect(pages.fresh(keys[8], now: start) == Self.annika, "just read: kept")
        #expect(pages.fresh(keys[1], now: start) == nil, "the least recently used went first")
    }
}
