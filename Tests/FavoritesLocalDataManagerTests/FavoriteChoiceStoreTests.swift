import Entities
import FavoritesDataContract
import Foundation
import GRDB
import TestHarness
import Testing
@testable import FavoritesLocalDataManager

/// My schedule as choices for each sync partner: what is still to send to which, and what an
/// answer from one may and may not change here.
@Suite struct FavoriteChoiceStoreTests {
    let directory: TemporaryDirectory
    let store: FavoritesLocalDataManager
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)
    let server = Picks.server
    let pretalx = Picks.pretalx

    init() throws {
        directory = try TemporaryDirectory(prefix: "podium-choices")
        store = try Picks.store(in: directory)
    }

    func at(_ seconds: Double) -> Date { t0.addingTimeInterval(seconds) }

    /// Adopts a whole answer, as podium-server gives one.
    @discardableResult
    func adopt(_ choices: [FavoriteChoice], tag: String?, pushed: [FavoriteChoice], from partner: FavoritesPartner? = nil,
               at time: Date? = nil, acceptingRemovals: Bool = false, complete: Bool = true) async throws -> Int {
        try await store.adoptFavoriteChoices(FavoriteChoiceSet(choices: choices, tag: tag, isComplete: complete), from: partner ?? server,
                                             pushed: pushed, at: time ?? at(1_000), acceptingRemovals: acceptingRemovals)
    }

    @Test func aToggleIsAChoiceToSendAndARemovalStaysOne() async throws {
        defer { directory.remove() }
        try await store.setFavorite("a", true, at: at(1))
        try await store.setFavorite("b", true, at: at(2))
        try await store.setFavorite("a", true, at: at(3))   // already in: when it was added stays
        try await store.setFavorite("c", false, at: at(4))  // never in: nothing to say
        let pending = try await store.pendingFavoriteChoices(for: server)
        #expect(pending == [FavoriteChoice(sessionID: "a", isFavorite: true, setAt: at(1)), FavoriteChoice(sessionID: "b", isFavorite: true, setAt: at(2))])
        try await adopt(pending, tag: "\"t1\"", pushed: pending)
        #expect(try await store.pendingFavoriteChoices(for: server).isEmpty, "the server confirmed both")
        #expect(try await store.favoritesSyncTag(for: server) == "\"t1\"")
        try await store.setFavorite("a", false, at: at(5))
        #expect(try await store.pendingFavoriteChoices(for: server) == [FavoriteChoice(sessionID: "a", isFavorite: false, setAt: at(5))])
        #expect(try await store.favorites().map(\.sessionID) == ["b"])
    }

    @Test func theAnswerComesInButNeverOverAChoiceMadeSince() async throws {
        defer { directory.remove() }
        try await store.setFavorite("mine", true, at: at(1))
        let pushed = try await store.pendingFavoriteChoices(for: server)
        // While the request was out, the person took "mine" out again and added "later".
        try await store.setFavorite("mine", false, at: at(2))
        try await store.setFavorite("later", true, at: at(3))
        let changes = store.changeEvents()
        let changed = try await adopt([
            FavoriteChoice(sessionID: "mine", isFavorite: true, setAt: at(1)),
            FavoriteChoice(sessionID: "other-device", isFavorite: true, setAt: at(1.5)),
            FavoriteChoice(sessionID: "gone-elsewhere", isFavorite: false, setAt: at(1.5)),
        ], tag: "\"t2\"", pushed: pushed)
        #expect(changed == 1, "only the other device's addition changed My schedule here")
        #expect(try await store.favorites().map(\.sessionID).sorted() == ["later", "other-device"])
        #expect(Set(try await store.pendingFavoriteChoices(for: server).map(\.sessionID)) == ["mine", "later"], "both still to send")
        var events = changes.makeAsyncIterator()
        #expect(await events.next() == .favorites, "screens hear that My schedule changed")
    }

    @Test func theLaterChoiceFromThePartnerReplacesOneSentFromHere() async throws {
        defer { directory.remove() }
        try await store.setFavorite("talk", true, at: at(1))
        let pushed = try await store.pendingFavoriteChoices(for: server)
        // Another device removed it later: the server answers with that.
        try await adopt([FavoriteChoice(sessionID: "talk", isFavorite: false, setAt: at(9))], tag: nil, pushed: pushed)
        #expect(try await store.favorites().isEmpty)
        #expect(try await store.pendingFavoriteChoices(for: server).isEmpty)
        #expect(try await store.favoritesSyncTag(for: server) == nil)
    }

    /// An answer of what changed since the tag held here says nothing of the rest: a confirmed
    /// choice absent from it stays confirmed, not sent again.
    @Test func aPartialAnswerLeavesTheRestAsItWas() async throws {
        defer { directory.remove() }
        try await store.setFavorite("kept", true, at: at(1))
        let pushed = try await store.pendingFavoriteChoices(for: server)
        try await adopt(pushed, tag: "\"a\"", pushed: pushed)
        try await adopt([FavoriteChoice(sessionID: "other", isFavorite: true, setAt: at(2))], tag: "\"b\"", pushed: [], complete: false)
        #expect(try await store.favorites().map(\.sessionID).sorted() == ["kept", "other"])
        #expect(try await store.pendingFavoriteChoices(for: server).isEmpty)
        #expect(try await store.favoritesSyncTag(for: server) == "\"b\"")
    }

    @Test func aConfirmedChoiceThePartnerNoLongerHasIsSentAgain() async throws {
        defer { directory.remove() }
        try await store.setFavorite("kept", true, at: at(1))
        let pushed = try await store.pendingFavoriteChoices(for: server)
        try await adopt(pushed, tag: "\"a\"", pushed: pushed)
        // Signed in as someone else, or a server started afresh: its set does not have it.
        try await adopt([], tag: "\"b\"", pushed: [])
        #expect(try await store.favorites().map(\.sessionID) == ["kept"], "never dropped for an absence")
        #expect(try await store.pendingFavoriteChoices(for: server).map(\.sessionID) == ["kept"])
    }

    /// A partner that answers only what changed on its side (pretalx) does not repeat what was
    /// sent: what was sent, still as it was, is confirmed by it.
    @Test func whatWasSentIsConfirmedThoughTheAnswerDoesNotRepeatIt() async throws {
        defer { directory.remove() }
        try await store.setFavorite("a", true, at: at(1))
        let pushed = try await store.pendingFavoriteChoices(for: pretalx)
        try await store.setFavorite("b", true, at: at(2))   // chosen while the exchange was out
        try await adopt([], tag: "A1", pushed: pushed, from: pretalx, complete: false)
        #expect(try await store.pendingFavoriteChoices(for: pretalx).map(\.sessionID) == ["b"])
        #expect(try await store.favoritesSyncTag(for: pretalx) == "A1")
    }

    /// Each partner's confirmations are its own: a star adopted from pretalx goes on to the
    /// server, and one from the server to pretalx; what one confirmed is never sent back to it.
    @Test func aChoiceFromOnePartnerIsStillToBeSentToTheOther() async throws {
        defer { directory.remove() }
        try await adopt([FavoriteChoice(sessionID: "web", isFavorite: true, setAt: at(1))], tag: "WEB", pushed: [], from: pretalx, complete: false)
        try await adopt([FavoriteChoice(sessionID: "phone", isFavorite: true, setAt: at(2))], tag: "\"s1\"", pushed: [], from: server)
        #expect(try await store.pendingFavoriteChoices(for: server).map(\.sessionID) == ["web"])
        #expect(try await store.pendingFavoriteChoices(for: pretalx).map(\.sessionID) == ["phone"])
        #expect(try await store.favoriteSessionIDs() == ["web", "phone"])
        let states = try await store.favoritesSyncStates()
        #expect(states.map(\.partner) == [server, pretalx], "each remembered with its name")
        #expect(states.allSatisfy { $0.lastSynced == at(1_000) })
    }

    /// Issue #28: a server answering every favorite as removed, dated a year ahead, wiped My
    /// schedule ("5 sent, 3 changed here"). A removal from beyond the clock's skew is not
    /// believed, and an answer taking most of My schedule out is held back until accepted.
    @Test func aPartnerCannotEmptyMyScheduleByItsWordAlone() async throws {
        defer { directory.remove() }
        let ids = (1...8).map { "s\($0)" }
        for (index, id) in ids.enumerated() { try await store.setFavorite(id, true, at: at(Double(index))) }
        let pushed = try await store.pendingFavoriteChoices(for: server)
        try await adopt(pushed, tag: "\"1\"", pushed: pushed, at: at(10))
        let now = at(100)
        let yearAhead = ids.map { FavoriteChoice(sessionID: $0, isFavorite: false, setAt: now.addingTimeInterval(365 * 86_400)) }
        #expect(try await adopt(yearAhead, tag: "\"2\"", pushed: [], at: now) == 0)
        #expect(try await store.favorites().count == 8, "removals dated a year ahead are not believed")

        let mostGone = ids.prefix(7).map { FavoriteChoice(sessionID: $0, isFavorite: false, setAt: now) }
        await #expect(throws: FavoritesRemovalHeldBack(removing: 7, favorites: 8, partner: server.name)) {
            try await adopt(mostGone + pushed.suffix(1), tag: "\"3\"", pushed: [], at: now)
        }
        #expect(try await store.favorites().count == 8, "nothing of a held-back answer is adopted")
        #expect(try await store.favoritesSyncTag(for: server) == "\"2\"", "nor its tag: the next read asks again")

        // A few taken out on another device are ordinary, and come in.
        let fewGone = ids.prefix(3).map { FavoriteChoice(sessionID: $0, isFavorite: false, setAt: now) }
        try await adopt(fewGone + pushed.suffix(5), tag: "\"4\"", pushed: [], at: now)
        #expect(try await store.favorites().count == 5)
        // The person accepts the rest going: applied.
        try await adopt(mostGone + pushed.suffix(1), tag: "\"5\"", pushed: [], at: now, acceptingRemovals: true)
        #expect(try await store.favorites().map(\.sessionID) == ["s8"])
    }
}
