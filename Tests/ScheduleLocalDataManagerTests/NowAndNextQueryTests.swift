import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import TestHarness
import Testing
@testable import ScheduleLocalDataManager

/// The store's answer to "what is on now, and next": read from SQLite, through a filter, and
/// moved on to the next day when nothing more is on.
@Suite struct NowAndNextQueryTests {
    let directory: TemporaryDirectory
    let store: ScheduleLocalDataManager

    init() async throws {
        directory = try TemporaryDirectory(prefix: "podium-now")
        store = try FeedFactory.store(in: directory)
        _ = try await store.apply(FeedFactory.feed(), validators: FeedValidators(etag: "\"v1\""), at: FeedFactory.instant("2024-04-19T12:00:00Z"))
    }

    func outline(_ board: NowAndNext) -> [String] {
        board.lines.map { "\($0.room?.name ?? "-"): \($0.onNow.map(\.title).joined(separator: "+")); \($0.next?.title ?? "")" }
    }

    @Test func whatIsOnInEachRoomAndWhatFollows() async throws {
        defer { directory.remove() }
        let board = try await store.nowAndNext(at: FeedFactory.instant("2024-04-20T08:10:00Z"), matching: .all)
        #expect(board.phase == .running)
        #expect(outline(board) == ["Main Hall: ; ", "Room B: Structured concurrency in practice; ", "-: ; Coffee break"])
        #expect(board.onNow.first?.speakers.map(\.name) == ["Zoë Åberg"], "sessions on show are read whole")
    }

    @Test func aFilterNarrowsWhatIsOnAndWhatFollows() async throws {
        defer { directory.remove() }
        let concurrency = SessionFilter(categoryItemIDs: [102])
        let board = try await store.nowAndNext(at: FeedFactory.instant("2024-04-20T07:10:00Z"), matching: concurrency)
        #expect(outline(board) == ["Room B: ; Structured concurrency in practice"], "the keynote is another track; day two is tomorrow")
        let evening = try await store.nowAndNext(at: FeedFactory.instant("2024-04-20T18:00:00Z"), matching: concurrency)
        #expect(evening.phase == .startsLater(opening: FeedFactory.instant("2024-04-21T07:00:00Z")))
        #expect(outline(evening) == ["Main Hall: ; Actors on day two"])
        let after = try await store.nowAndNext(at: FeedFactory.instant("2024-04-22T07:00:00Z"), matching: .all)
        #expect(after.phase == .over && after.lines.isEmpty)
    }
}
