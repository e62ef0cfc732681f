import Entities
import Foundation
import GRDB
import ScheduleDataContract
import Testing
import TestSupport
@testable import ScheduleLocalDataManager

/// My schedule as choices for the person's other devices: what is still to send, and what an
/// answer from the server may and may not change here.
@Suite struct FavoriteChoiceStoreTests {
    let directory: TemporaryDirectory
    let store: ScheduleLocalDataManager
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    init() throws {
        directory = try TemporaryDirectory(prefix: "podium-choices")
        store = try FeedFactory.store(in: directory)
    }

    func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }

    @Test func aToggleIsAChoiceToSendAndARemovalStaysOne() async throws {
        defer { directory.remove() }
        try await store.setFavorite("a", true, at: at(1))
        try await store.setFavorite("b", true, at: at(2))
        try await store.setFavorite("a", true, at: at(3))   // already in: when it was added stays
        try await store.setFavorite("c", false, at: at(4))  // never in: nothing to say
        #expect(try await store.pendingFavoriteChoices() == [FavoriteChoice(sessionID: "a", isFavorite: true, setAt: at(1)),
                                                             FavoriteChoice(sessionID: "b", isFavorite: true, setAt: at(2))])
        try await store.adoptFavoriteChoices(try await store.pendingFavoriteChoices(), tag: "\"t1\"", pushed: try await store.pendingFavoriteChoices())
        #expect(try await store.pendingFavoriteChoices().isEmpty, "the server confirmed both")
        #expect(try await store.favoritesSyncTag() == "\"t1\"")
        try await store.setFavorite("a", false, at: at(5))
        #expect(try await store.pendingFavoriteChoices() == [FavoriteChoice(sessionID: "a", isFavorite: false, setAt: at(5))])
        #expect(try await store.favorites().map(\.sessionID) == ["b"])
    }

    @Test func theServersAnswerComesInButNeverOverAChoiceMadeSince() async throws {
        defer { directory.remove() }
        try await store.setFavorite("mine", true, at: at(1))
        let pushed = try await store.pendingFavoriteChoices()
        // While the request was out, the person took "mine" out again and added "later".
        try await store.setFavorite("mine", false, at: at(2))
        try await store.setFavorite("later", true, at: at(3))
        let changes = store.changeEvents()
        let changed = try await store.adoptFavoriteChoices([
            FavoriteChoice(sessionID: "mine", isFavorite: true, setAt: at(1)),
            FavoriteChoice(sessionID: "other-device", isFavorite: true, setAt: at(1.5)),
            FavoriteChoice(sessionID: "gone-elsewhere", isFavorite: false, setAt: at(1.5)),
        ], tag: "\"t2\"", pushed: pushed)
        #expect(changed == 1, "only the other device's addition changed My schedule here")
        #expect(try await store.favorites().map(\.sessionID).sorted() == ["later", "other-device"])
        #expect(Set(try await store.pendingFavoriteChoices().map(\.sessionID)) == ["mine", "later"], "both still to send")
        var events = changes.makeAsyncIterator()
        #expect(await events.next() == .favorites, "screens hear that My schedule changed")
    }

    @Test func theLaterChoiceFromTheServerReplacesOneSentFromHere() async throws {
        defer { directory.remove() }
        try await store.setFavorite("talk", true, at: at(1))
        let pushed = try await store.pendingFavoriteChoices()
        // Another device removed it later: the server answers with that.
        try await store.adoptFavoriteChoices([FavoriteChoice(sessionID: "talk", isFavorite: false, setAt: at(9))], tag: nil, pushed: pushed)
        #expect(try await store.favorites().isEmpty)
        #expect(try await store.pendingFavoriteChoices().isEmpty)
        #expect(try await store.favoritesSyncTag() == nil)
    }

    /// An answer of what changed since the tag held here says nothing of the rest: a confirmed
    /// choice absent from it stays confirmed, not sent again.
    @Test func aPartialAnswerLeavesTheRestAsItWas() async throws {
        defer { directory.remove() }
        try await store.setFavorite("kept", true, at: at(1))
        let pushed = try await store.pendingFavoriteChoices()
        try await store.adoptFavoriteChoices(pushed, tag: "\"a\"", pushed: pushed)
        try await store.adoptFavoriteChoices([FavoriteChoice(sessionID: "other", isFavorite: true, setAt: at(2))], tag: "\"b\"", pushed: [],
                                             at: at(3), acceptingRemovals: false, complete: false)
        #expect(try await store.favorites().map(\.sessionID).sorted() == ["kept", "other"])
        #expect(try await store.pendingFavoriteChoices().isEmpty)
        #expect(try await store.favoritesSyncTag() == "\"b\"")
    }

    @Test func aConfirmedChoiceTheServerNoLongerHasIsSentAgain() async throws {
        defer { directory.remove() }
        try await store.setFavorite("kept", true, at: at(1))
        let pushed = try await store.pendingFavoriteChoices()
        try await store.adoptFavoriteChoices(pushed, tag: "\"a\"", pushed: pushed)
        // Signed in as someone else, or a server started afresh: its set does not have it.
        try await store.adoptFavoriteChoices([], tag: "\"b\"", pushed: [])
        #expect(try await store.favorites().map(\.sessionID) == ["kept"], "never dropped for an absence")
        #expect(try await store.pendingFavoriteChoices().map(\.sessionID) == ["kept"])
    }

    @Test func favoritesFromBeforeChoicesAreKeptAndSentOnce() async throws {
        defer { directory.remove() }
        let userPath = ScheduleLocalDataManager.userDataPath(forStoreAt: directory.url.appendingPathComponent("old.sqlite").path)
        do {
            let queue = try DatabaseQueue(path: userPath)
            try UserDataSchema.migrator.migrate(queue, upTo: "v1: favorites and marks")
            try await queue.write { db in
                try db.execute(sql: "INSERT INTO favorite (sessionId, addedAt) VALUES ('x', 1713500000), ('y', 1713500100)")
            }
        }
        let opened = try ScheduleLocalDataManager(path: directory.url.appendingPathComponent("old.sqlite").path, conferenceName: "Old",
                                                  timeZone: TimeZone(identifier: "Europe/Berlin")!)
        #expect(try await opened.favorites().map(\.sessionID) == ["x", "y"])
        #expect(try await opened.favorites().first?.addedAt == Date(timeIntervalSince1970: 1713500000))
        #expect(try await opened.pendingFavoriteChoices().map(\.sessionID) == ["x", "y"], "sent on the first sync after signing in")
        #expect(UserDataSchema.migrator.migrations == ["v1: favorites and marks", "v2: favorites as choices, for every device", "v3: reminders given", "v4: hidden from every view",
                                                        "v5: what a favorite was"])
    }
    /// Issue #28: a server answering every favorite as removed, dated a year ahead, wiped My
    /// schedule ("5 sent, 3 changed here"). A removal from beyond the clock's skew is not
    /// believed, and an answer taking most of My schedule out is held back until accepted.
    @Test func aServerCannotEmptyMyScheduleByItsWordAlone() async throws {
        defer { directory.remove() }
        let ids = (1...8).map { "s\($0)" }
        for (index, id) in ids.enumerated() { try await store.setFavorite(id, true, at: at(Double(index))) }
        let pushed = try await store.pendingFavoriteChoices()
        try await store.adoptFavoriteChoices(pushed, tag: "\"1\"", pushed: pushed, at: at(10), acceptingRemovals: false)
        let now = at(100)
        let yearAhead = ids.map { FavoriteChoice(sessionID: $0, isFavorite: false, setAt: now.addingTimeInterval(365 * 86_400)) }
        #expect(try await store.adoptFavoriteChoices(yearAhead, tag: "\"2\"", pushed: [], at: now, acceptingRemovals: false) == 0)
        #expect(try await store.favorites().count == 8, "removals dated a year ahead are not believed")

        let mostGone = ids.prefix(7).map { FavoriteChoice(sessionID: $0, isFavorite: false, setAt: now) }
        await #expect(throws: FavoritesRemovalHeldBack(removing: 7, favorites: 8)) {
            try await store.adoptFavoriteChoices(mostGone + pushed.suffix(1), tag: "\"3\"", pushed: [], at: now, acceptingRemovals: false)
        }
        #expect(try await store.favorites().count == 8, "nothing of a held-back answer is adopted")
        #expect(try await store.favoritesSyncTag() == "\"2\"", "nor its tag: the next read asks again")

        // A few taken out on another device are ordinary, and come in.
        let fewGone = ids.prefix(3).map { FavoriteChoice(sessionID: $0, isFavorite: false, setAt: now) }
        try await store.adoptFavoriteChoices(fewGone + pushed.suffix(5), tag: "\"4\"", pushed: [], at: now, acceptingRemovals: false)
        #expect(try await store.favorites().count == 5)
        // The person accepts the rest going: applied.
        try await store.adoptFavoriteChoices(mostGone + pushed.suffix(1), tag: "\"5\"", pushed: [], at: now, acceptingRemovals: true)
        #expect(try await store.favorites().map(\.sessionID) == ["s8"])
    }
}
