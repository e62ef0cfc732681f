import Entities
import FavoritesDataContract
import Foundation
import TestHarness
import Testing
@testable import FavoritesLocalDataManager

/// A favorite follows its talk across versions of the feed: pretalx gives a talk new guids when
/// it is scheduled a second time, and the talk (its page, `/talk/CODE/`) is what stays.
@Suite struct FollowingTests {
    static let others = [Picks.slot("o1", "Another talk", at: "2024-04-20T09:00:00Z", code: "OTHER1"),
                         Picks.slot("o2", "A third talk", at: "2024-04-20T10:00:00Z", code: "OTHER2")]

    @Test func aStarredTalkGivenASecondSlotIsStarredInBoth() async throws {
        let directory = try TemporaryDirectory(prefix: "following")
        defer { directory.remove() }
        let store = try Picks.store(in: directory)
        let first = [Picks.slot("guid-1", "Rust in the kernel", at: "2024-04-20T07:00:00Z", code: "ABCDEF")] + Self.others
        try await store.setFavorite("guid-1", true, at: Picks.instant("2024-04-02T00:00:00Z"))

        // The organisers schedule it twice; pretalx writes both slots with new guids.
        let second = [Picks.slot("guid-2", "Rust in the kernel", at: "2024-04-20T07:00:00Z", code: "ABCDEF"),
                      Picks.slot("guid-3", "Rust in the kernel", at: "2024-04-21T07:00:00Z", code: "ABCDEF", room: Picks.roomB)] + Self.others
        let changes = store.changeEvents()
        try await store.follow(Picks.succession(second, after: first), at: Picks.instant("2024-04-03T00:00:00Z"))

        #expect(try await store.favoriteSessionIDs() == ["guid-2", "guid-3"], "the old slot is let go")
        var events = changes.makeAsyncIterator()
        #expect(await events.next() == .favorites)
        // Every partner learns of it: the new slots are choices to send, the old one a removal.
        let choices = try await store.pendingFavoriteChoices(for: Picks.server)
        #expect(choices.first { $0.sessionID == "guid-1" }?.isFavorite == false)
        #expect(choices.filter(\.isFavorite).map(\.sessionID).sorted() == ["guid-2", "guid-3"])
    }

    @Test func aNewSlotBesideAStarredOneIsStarredAndAChoiceIsNeverUndone() async throws {
        let directory = try TemporaryDirectory(prefix: "following")
        defer { directory.remove() }
        let store = try Picks.store(in: directory)
        let first = [Picks.slot("a", "Workshop", at: "2024-04-20T07:00:00Z", code: "WORK01")] + Self.others
        try await store.setFavorite("a", true, at: Picks.instant("2024-04-02T00:00:00Z"))
        let second = first + [Picks.slot("b", "Workshop", at: "2024-04-21T07:00:00Z", code: "WORK01")]
        try await store.follow(Picks.succession(second, after: first), at: Picks.instant("2024-04-03T00:00:00Z"))
        #expect(try await store.favoriteSessionIDs() == ["a", "b"])

        // Taken out by the person, the new slot stays out whatever the feed does next.
        try await store.setFavorite("b", false, at: Picks.instant("2024-04-04T00:00:00Z"))
        let third = second + [Picks.slot("c", "Late talk", at: "2024-04-21T09:00:00Z", code: "LATE01")]
        try await store.follow(Picks.succession(third, after: second), at: Picks.instant("2024-04-05T00:00:00Z"))
        #expect(try await store.favoriteSessionIDs() == ["a"])
    }

    /// A page every event shares (a feed's home page) is no talk: nothing follows it.
    @Test func aPageSharedByManySessionsIdentifiesNoTalk() async throws {
        let directory = try TemporaryDirectory(prefix: "following")
        defer { directory.remove() }
        let store = try Picks.store(in: directory)
        func everyone(_ suffix: String) -> [Session] {
            (1...12).map { index in
                var session = Picks.slot("\(suffix)\(index)", "Talk \(index)", at: "2024-04-20T07:00:00Z")
                session.pageURL = URL(string: "https://conference.example.org/")!
                return session
            }
        }
        try await store.setFavorite("x3", true, at: Picks.instant("2024-04-02T00:00:00Z"))
        try await store.follow(Picks.succession(everyone("y") + Self.others, after: everyone("x") + Self.others), at: Picks.instant("2024-04-03T00:00:00Z"))
        #expect(try await store.favoriteSessionIDs() == ["x3"], "kept, though its session left")
    }

    /// A favorite whose session left is still known by what it was — also one starred since the
    /// last version, which no version had recorded yet.
    @Test func aRemovedFavoriteKeepsItsLastKnownTitleTimeAndRoom() async throws {
        let directory = try TemporaryDirectory(prefix: "following")
        defer { directory.remove() }
        let store = try Picks.store(in: directory)
        let gone = Picks.slot("g", "Cancelled talk", at: "2024-04-20T07:00:00Z", code: "GONE01")
        try await store.setFavorite("g", true, at: Picks.instant("2024-04-02T00:00:00Z"))
        try await store.follow(Picks.succession(Self.others, after: [gone] + Self.others), at: Picks.instant("2024-04-03T00:00:00Z"))
        let favorite = try #require(try await store.favorites().first)
        #expect(favorite.sessionID == "g")
        #expect(favorite.lastKnown == ScheduleChange.Snapshot(title: "Cancelled talk", startsAt: gone.startsAt, endsAt: gone.endsAt, roomName: "Main Hall"))
    }

    /// A favorite still in the schedule is remembered as it is now: renamed, it is known by the new title.
    @Test func aFavoriteIsRememberedAsEachVersionHasIt() async throws {
        let directory = try TemporaryDirectory(prefix: "following")
        defer { directory.remove() }
        let store = try Picks.store(in: directory)
        let before = Picks.slot("k", "Old title", at: "2024-04-20T07:00:00Z", code: "KEEP01")
        var after = before
        after.title = "New title"
        try await store.setFavorite("k", true, at: Picks.instant("2024-04-02T00:00:00Z"))
        try await store.follow(Picks.succession([after], after: [before]), at: Picks.instant("2024-04-03T00:00:00Z"))
        try await store.follow(Picks.succession([], after: [after]), at: Picks.instant("2024-04-04T00:00:00Z"))
        #expect(try await store.favorites().first?.lastKnown?.title == "New title")
    }
}
