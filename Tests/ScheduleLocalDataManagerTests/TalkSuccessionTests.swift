import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import Testing
import TestSupport
@testable import ScheduleLocalDataManager

/// A favorite follows its talk across versions of the feed: pretalx gives a talk new guids when
/// it is scheduled a second time, and the talk (its page, `/talk/CODE/`) is what stays.
@Suite struct TalkSuccessionTests {
    static func slot(_ id: String, _ title: String, at start: String, code: String?, room: Room = FeedFactory.hall) -> Session {
        var session = FeedFactory.session(id, title, at: start, room: room)
        session.pageURL = code.map { URL(string: "https://pretalx.example.org/democon/talk/\($0)/")! }
        return session
    }

    static let others = [slot("o1", "Another talk", at: "2024-04-20T09:00:00Z", code: "OTHER1"),
                         slot("o2", "A third talk", at: "2024-04-20T10:00:00Z", code: "OTHER2")]

    @Test func aStarredTalkGivenASecondSlotIsStarredInBothAndNeverCalledRemoved() async throws {
        let directory = try TemporaryDirectory(prefix: "talk-succession")
        defer { directory.remove() }
        let store = try FeedFactory.store(in: directory)
        let first = [Self.slot("guid-1", "Rust in the kernel", at: "2024-04-20T07:00:00Z", code: "ABCDEF")] + Self.others
        _ = try await store.apply(FeedFactory.feed(first), validators: FeedValidators(), at: FeedFactory.instant("2024-04-01T00:00:00Z"))
        try await store.setFavorite("guid-1", true, at: FeedFactory.instant("2024-04-02T00:00:00Z"))

        // The organisers schedule it twice; pretalx writes both slots with new guids.
        let second = [Self.slot("guid-2", "Rust in the kernel", at: "2024-04-20T07:00:00Z", code: "ABCDEF"),
                      Self.slot("guid-3", "Rust in the kernel", at: "2024-04-21T07:00:00Z", code: "ABCDEF", room: FeedFactory.roomB)] + Self.others
        let report = try await store.apply(FeedFactory.feed(second), validators: FeedValidators(), at: FeedFactory.instant("2024-04-03T00:00:00Z"))

        let favorites = try await store.favorites()
        #expect(Set(favorites.filter { !$0.sessionRemoved }.map(\.sessionID)) == ["guid-2", "guid-3"], "\(favorites)")
        #expect(!favorites.contains { $0.sessionRemoved }, "the old slot is let go, not shown as removed: \(favorites)")
        // The slot at the same time and room is the same session; the second is new.
        #expect(!report.changes.contains { $0.kind == .removed }, "\(report.changes)")
        #expect(report.changes.map(\.kind) == [.added] && report.changes.first?.sessionID == "guid-3", "\(report.changes)")
        // The other device learns of it: the new slots are choices to send, the old one a removal.
        let choices = try await store.pendingFavoriteChoices()
        #expect(choices.first { $0.sessionID == "guid-1" }?.isFavorite == false)
        #expect(choices.filter { $0.isFavorite }.map(\.sessionID).sorted() == ["guid-2", "guid-3"])
    }

    @Test func aNewSlotBesideAStarredOneIsStarredAndAChoiceIsNeverUndone() async throws {
        let directory = try TemporaryDirectory(prefix: "talk-succession")
        defer { directory.remove() }
        let store = try FeedFactory.store(in: directory)
        let first = [Self.slot("a", "Workshop", at: "2024-04-20T07:00:00Z", code: "WORK01")] + Self.others
        _ = try await store.apply(FeedFactory.feed(first), validators: FeedValidators(), at: FeedFactory.instant("2024-04-01T00:00:00Z"))
        try await store.setFavorite("a", true, at: FeedFactory.instant("2024-04-02T00:00:00Z"))
        try await store.setFavorite("o1", false, at: FeedFactory.instant("2024-04-02T00:00:00Z"))   // never a favorite: no choice made
        let second = first + [Self.slot("b", "Workshop", at: "2024-04-21T07:00:00Z", code: "WORK01")]
        _ = try await store.apply(FeedFactory.feed(second), validators: FeedValidators(), at: FeedFactory.instant("2024-04-03T00:00:00Z"))
        #expect(try await store.favoriteSessionIDs() == ["a", "b"])

        // Taken out by the person, the new slot stays out whatever the feed does next.
        try await store.setFavorite("b", false, at: FeedFactory.instant("2024-04-04T00:00:00Z"))
        _ = try await store.apply(FeedFactory.feed(second + [Self.slot("c", "Late talk", at: "2024-04-21T09:00:00Z", code: "LATE01")]),
                                  validators: FeedValidators(), at: FeedFactory.instant("2024-04-05T00:00:00Z"))
        #expect(try await store.favoriteSessionIDs() == ["a"])
    }

    /// A page every event shares (a feed's home page) is no talk: nothing follows it.
    @Test func aPageSharedByManySessionsIdentifiesNoTalk() async throws {
        let directory = try TemporaryDirectory(prefix: "talk-succession")
        defer { directory.remove() }
        let store = try FeedFactory.store(in: directory)
        func everyone(_ suffix: String) -> [Session] {
            (1...12).map { index in
                var session = FeedFactory.session("\(suffix)\(index)", "Talk \(index)", at: "2024-04-20T07:00:00Z")
                session.pageURL = URL(string: "https://conference.example.org/")!
                return session
            }
        }
        _ = try await store.apply(FeedFactory.feed(everyone("x") + Self.others), validators: FeedValidators(), at: FeedFactory.instant("2024-04-01T00:00:00Z"))
        try await store.setFavorite("x3", true, at: FeedFactory.instant("2024-04-02T00:00:00Z"))
        _ = try await store.apply(FeedFactory.feed(everyone("y") + Self.others), validators: FeedValidators(), at: FeedFactory.instant("2024-04-03T00:00:00Z"),
                                  shrink: .accept)
        let favorites = try await store.favorites()
        #expect(favorites.map(\.sessionID) == ["x3"] && favorites.first?.sessionRemoved == true, "\(favorites)")
    }

    /// A favorite whose session left is still known by what it was.
    @Test func aRemovedFavoriteKeepsItsLastKnownTitleTimeAndRoom() async throws {
        let directory = try TemporaryDirectory(prefix: "talk-succession")
        defer { directory.remove() }
        let store = try FeedFactory.store(in: directory)
        let gone = Self.slot("g", "Cancelled talk", at: "2024-04-20T07:00:00Z", code: "GONE01")
        _ = try await store.apply(FeedFactory.feed([gone] + Self.others), validators: FeedValidators(), at: FeedFactory.instant("2024-04-01T00:00:00Z"))
        try await store.setFavorite("g", true, at: FeedFactory.instant("2024-04-02T00:00:00Z"))
        _ = try await store.apply(FeedFactory.feed(Self.others), validators: FeedValidators(), at: FeedFactory.instant("2024-04-03T00:00:00Z"))
        let favorite = try #require(try await store.favorites().first)
        #expect(favorite.sessionRemoved)
        #expect(favorite.lastKnown == ScheduleChange.Snapshot(title: "Cancelled talk", startsAt: gone.startsAt, endsAt: gone.endsAt, roomName: "Main Hall"))
    }
}
