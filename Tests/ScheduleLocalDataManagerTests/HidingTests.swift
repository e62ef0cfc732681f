import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import Testing
import TestSupport
@testable import ScheduleLocalDataManager

/// What the person hides is left out of the day, search and Now & next, kept with their own data
/// (a re-opened store, a re-applied feed), and never out of My schedule or a session's own page.
@Suite struct HidingTests {
    let directory: TemporaryDirectory
    let store: ScheduleLocalDataManager

    init() async throws {
        directory = try TemporaryDirectory(prefix: "podium-hiding")
        store = try FeedFactory.store(in: directory)
        _ = try await store.apply(FeedFactory.feed(), validators: FeedValidators(etag: "\"v1\""), at: FeedFactory.instant("2024-04-19T12:00:00Z"))
    }

    let day = LocalDate(year: 2024, month: 4, day: 20)

    @Test func aHiddenRoomAndTrackLeaveEveryListButNotMySchedule() async throws {
        defer { directory.remove() }
        try await store.setFavorite("2", true, at: Date())
        try await store.setRoom(FeedFactory.roomB.id, hidden: true)
        try await store.setCategoryItem(FeedFactory.track.items[0].id, hidden: true)   // Language: the keynote
        #expect(try await store.sessions(on: day, matching: .all).map(\.id) == ["3"], "the coffee break, in no room and no track")
        #expect(try await store.search("concurrency", limit: 10).isEmpty, "Room B's talk")
        let board = try await store.nowAndNext(at: FeedFactory.instant("2024-04-20T08:10:00Z"), matching: .all)
        #expect(board.onNow.isEmpty && board.next.map(\.id) == ["3"])
        #expect(try await store.sessions(ids: ["2"]).map(\.id) == ["2"], "My schedule still has it")
        #expect(try await store.session(id: "2") != nil, "and its page opens")

        // Kept with the person's data: a new sync and a re-opened store still hide them.
        _ = try await store.apply(FeedFactory.feed(), validators: FeedValidators(etag: "\"v2\""), at: Date())
        let reopened = try FeedFactory.store(in: directory)
        #expect(try await reopened.hiddenOptions() == HiddenOptions(categoryItemIDs: [FeedFactory.track.items[0].id], roomIDs: [FeedFactory.roomB.id]))
        #expect(try await reopened.sessions(on: day, matching: .all).map(\.id) == ["3"])
        try await reopened.showEverything()
        #expect(try await reopened.sessions(on: day, matching: .all).map(\.id) == ["1", "2", "3"])
    }

    @Test func hidingIsAnnouncedSoEveryScreenReadsAgain() async throws {
        defer { directory.remove() }
        let changes = store.changeEvents()
        try await store.setRoom(FeedFactory.hall.id, hidden: true)
        var iterator = changes.makeAsyncIterator()
        #expect(await iterator.next() == .schedule)
    }
}
