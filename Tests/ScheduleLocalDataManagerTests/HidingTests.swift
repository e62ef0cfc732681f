import Entities
import FavoritesDataContract
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import TestHarness
import Testing
@testable import ScheduleLocalDataManager

/// What the person hides (the favorites store says what) is left out of the day, search and Now &
/// next by the schedule's store itself, and never out of My schedule's sessions or a session's
/// own page; hiding is announced as a change of the schedule, so every list reads again.
@Suite struct HidingTests {
    let directory: TemporaryDirectory
    let hidden = HiddenOptionsFake()
    let store: ScheduleLocalDataManager

    init() async throws {
        directory = try TemporaryDirectory(prefix: "podium-hiding")
        store = try FeedFactory.store(in: directory, hiding: hidden)
        _ = try await store.apply(FeedFactory.feed(), validators: FeedValidators(etag: "\"v1\""), at: FeedFactory.instant("2024-04-19T12:00:00Z"))
    }

    let day = LocalDate(year: 2024, month: 4, day: 20)

    @Test func aHiddenRoomAndTrackLeaveEveryListButNotASessionsOwnRead() async throws {
        defer { directory.remove() }
        // Room B, and Language (the keynote).
        hidden.hide(HiddenOptions(categoryItemIDs: [FeedFactory.track.items[0].id], roomIDs: [FeedFactory.roomB.id]))
        #expect(try await store.sessions(on: day, matching: .all).map(\.id) == ["3"], "the coffee break, in no room and no track")
        #expect(try await store.outlines(on: day, matching: .all).map(\.id) == ["3"])
        #expect(try await store.search("concurrency", limit: 10).isEmpty, "Room B's talk")
        #expect(try await store.search("concurrency", limit: 10, readingFirst: 5).first.isEmpty)
        let board = try await store.nowAndNext(at: FeedFactory.instant("2024-04-20T08:10:00Z"), matching: .all)
        #expect(board.onNow.isEmpty && board.next.map(\.id) == ["3"])
        #expect(try await store.sessions(ids: ["2"]).map(\.id) == ["2"], "My schedule still has it")
        #expect(try await store.session(id: "2") != nil, "and its page opens")
        hidden.hide(.none)
        #expect(try await store.sessions(on: day, matching: .all).map(\.id) == ["1", "2", "3"])
    }

    @Test func hidingIsAnnouncedAsAChangeOfTheScheduleAndAStarIsNot() async throws {
        defer { directory.remove() }
        let changes = store.changeEvents()
        hidden.star()
        hidden.hide(HiddenOptions(roomIDs: [FeedFactory.hall.id]))
        var iterator = changes.makeAsyncIterator()
        #expect(await iterator.next() == .schedule)
        _ = try await store.apply(FeedFactory.feed(Array(FeedFactory.sessions.prefix(3))), validators: FeedValidators(etag: "\"v2\""), at: Date())
        #expect(await iterator.next() == .schedule, "the schedule's own change: the star was not one")
    }
}
