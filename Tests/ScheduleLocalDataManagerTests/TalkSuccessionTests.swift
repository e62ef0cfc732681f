import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import TestHarness
import Testing
@testable import ScheduleLocalDataManager

/// A talk keeps its identity across versions of the feed: pretalx gives a talk new guids when it
/// is scheduled a second time, and the talk (its page, `/talk/CODE/`) is what stays. Its change
/// is said against the slot it had, and the report says what arrived and what left, for the
/// favorites to follow.
@Suite struct TalkSuccessionTests {
    static func slot(_ id: String, _ title: String, at start: String, code: String?, room: Room = FeedFactory.hall) -> Session {
        var session = FeedFactory.session(id, title, at: start, room: room)
        session.pageURL = code.map { URL(string: "https://pretalx.example.org/democon/talk/\($0)/")! }
        return session
    }

    static let others = [slot("o1", "Another talk", at: "2024-04-20T09:00:00Z", code: "OTHER1"),
                         slot("o2", "A third talk", at: "2024-04-20T10:00:00Z", code: "OTHER2")]

    @Test func aTalkGivenASecondSlotIsNeverCalledRemovedAndTheReportSaysWhatMoved() async throws {
        let directory = try TemporaryDirectory(prefix: "talk-succession")
        defer { directory.remove() }
        let store = try FeedFactory.store(in: directory)
        let first = [Self.slot("guid-1", "Rust in the kernel", at: "2024-04-20T07:00:00Z", code: "ABCDEF")] + Self.others
        _ = try await store.apply(FeedFactory.feed(first), validators: FeedValidators(), at: FeedFactory.instant("2024-04-01T00:00:00Z"))

        // The organisers schedule it twice; pretalx writes both slots with new guids.
        let second = [Self.slot("guid-2", "Rust in the kernel", at: "2024-04-20T07:00:00Z", code: "ABCDEF"),
                      Self.slot("guid-3", "Rust in the kernel", at: "2024-04-21T07:00:00Z", code: "ABCDEF", room: FeedFactory.roomB)] + Self.others
        let report = try await store.apply(FeedFactory.feed(second), validators: FeedValidators(), at: FeedFactory.instant("2024-04-03T00:00:00Z"))
        // The slot at the same time and room is the same session; the second is new.
        #expect(!report.changes.contains { $0.kind == .removed }, "\(report.changes)")
        #expect(report.changes.map(\.kind) == [.added] && report.changes.first?.sessionID == "guid-3", "\(report.changes)")
        #expect(report.succession.arrived == ["guid-2", "guid-3"])
        #expect(report.succession.vanished.map(\.id) == ["guid-1"] && report.succession.vanished.first?.pageURL == first[0].pageURL)
        #expect(report.succession.sessions.map(\.id) == second.map(\.id))
    }

    @Test func theTalksCodesAreReadFromTheirPagesForTheirEvent() async throws {
        let directory = try TemporaryDirectory(prefix: "talk-codes")
        defer { directory.remove() }
        let store = try FeedFactory.store(in: directory)
        var elsewhere = Self.slot("x", "Elsewhere", at: "2024-04-20T11:00:00Z", code: nil)
        elsewhere.pageURL = URL(string: "https://pretalx.example.org/otherconf/talk/ZZZZZZ/")
        _ = try await store.apply(FeedFactory.feed(Self.others + [elsewhere, FeedFactory.session("b", "Break", at: "2024-04-20T12:00:00Z")]),
                                  validators: FeedValidators(), at: FeedFactory.instant("2024-04-01T00:00:00Z"))
        let democon = PretalxEvent(instance: URL(string: "https://pretalx.example.org/")!, slug: "democon")!
        #expect(try await store.pretalxEvent() == democon, "talk pages name the event")
        #expect(try await store.talkCodes(of: democon) == ["o1": "OTHER1", "o2": "OTHER2"], "another event's talk and a break have none")
    }

    /// A pretalx export whose talks have no pages is still the event's: pretalx names itself, and
    /// the address is an export's; another program's feed at such an address is no pretalx event.
    @Test func theEventIsFoundFromTheFeedsAddressWhenItsGeneratorIsPretalx() async throws {
        let directory = try TemporaryDirectory(prefix: "talk-codes")
        defer { directory.remove() }
        let address = "https://cfp.example.org/camp-2026/schedule/export/schedule.json"
        let store = try ScheduleLocalDataManager(path: directory.url.appendingPathComponent("schedule.sqlite").path, conferenceName: "Camp",
                                                 timeZone: FeedFactory.berlin, feedAddress: address)
        var feed = FeedFactory.feed()
        feed.conference.generator = "frab"
        _ = try await store.apply(feed, validators: FeedValidators(), at: FeedFactory.instant("2024-04-01T00:00:00Z"))
        #expect(try await store.pretalxEvent() == nil)
        feed.conference.generator = "pretalx"
        feed.sessions[0].title = "A new version"
        _ = try await store.apply(feed, validators: FeedValidators(), at: FeedFactory.instant("2024-04-02T00:00:00Z"))
        #expect(try await store.pretalxEvent() == PretalxEvent(instance: URL(string: "https://cfp.example.org/")!, slug: "camp-2026"))
    }
}
