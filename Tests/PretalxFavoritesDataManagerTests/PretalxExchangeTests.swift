import Entities
import FavoritesDataContract
import Foundation
import Testing
@testable import PretalxFavoritesDataManager

/// The exchange with pretalx, which keeps starred talk codes and no dates: what was chosen here
/// since the last agreement is sent, what changed on the web since is answered as choices made
/// now, and the set agreed on is the next exchange's tag.
@Suite struct PretalxExchangeTests {
    let t0 = Date(timeIntervalSince1970: 1_790_000_000)

    func signedIn(_ pretalx: FakePretalx, codes: [String: String]) async throws -> PretalxFavoritesDataManager {
        let partner = PretalxSignInTests.partner(pretalx, codes: codes)
        _ = try await partner.signIn(email: FakePretalx.email, password: FakePretalx.password, remember: false)
        return partner
    }

    func star(_ id: String, _ on: Bool = true, _ seconds: Double = 0) -> FavoriteChoice {
        FavoriteChoice(sessionID: id, isFavorite: on, setAt: t0.addingTimeInterval(seconds))
    }

    @Test func theFirstExchangeJoinsBothSidesAndTakesNothingAway() async throws {
        let pretalx = try FakePretalx(starred: ["WEB001", "WEB002"])
        let partner = try await signedIn(pretalx, codes: ["w1": "WEB001", "w2": "WEB002", "h1": "HERE01", "old": "OLD001", "break": "BRK001"])
        pretalx.set { $0.starred.insert("OLD001") }
        // Here: one star, and a removal from long ago whose talk is starred on the web again.
        let answer = try #require(try await partner.exchange([star("h1"), star("old", false)], favorites: ["h1"], since: nil, at: t0))
        #expect(pretalx.starred == ["WEB001", "WEB002", "HERE01", "OLD001"])
        #expect(answer.choices == [star("old"), star("w1"), star("w2")], "the web's stars come in, as choices made now")
        #expect(!answer.isComplete)
        #expect(answer.tag == "HERE01,OLD001,WEB001,WEB002")
    }

    @Test func changesOnBothSidesSinceTheLastAgreementMeet() async throws {
        let pretalx = try FakePretalx(starred: ["AAAAAA", "BBBBBB"])
        let codes = ["a": "AAAAAA", "b": "BBBBBB", "d": "DDDDDD", "e": "EEEEEE"]
        let partner = try await signedIn(pretalx, codes: codes)
        // Agreed before: A and B. Since then the web unstarred A and starred E; here B went and D came.
        pretalx.set { $0.starred = ["BBBBBB", "EEEEEE"] }
        let answer = try #require(try await partner.exchange([star("b", false, 1), star("d", true, 2)], favorites: ["a", "d"],
                                                             since: "AAAAAA,BBBBBB", at: t0))
        #expect(pretalx.starred == ["DDDDDD", "EEEEEE"])
        #expect(answer.choices == [star("e"), star("a", false)])
        #expect(answer.tag == "DDDDDD,EEEEEE")
        // Nothing changed on either side since: nothing to say.
        #expect(try await partner.exchange([], favorites: ["d", "e"], since: answer.tag, at: t0) == nil)
    }

    /// pretalx stars talks; Podium sessions. A talk with two slots stays starred on the web while
    /// one of them is in My schedule.
    @Test func aTalkIsUnstarredOnlyWhenNoneOfItsSlotsIsKept() async throws {
        let pretalx = try FakePretalx(starred: ["TWICE1"])
        let partner = try await signedIn(pretalx, codes: ["slot1": "TWICE1", "slot2": "TWICE1"])
        _ = try await partner.exchange([star("slot1", false, 1)], favorites: ["slot2"], since: "TWICE1", at: t0)
        #expect(pretalx.starred == ["TWICE1"] && pretalx.starRequests.isEmpty)
        _ = try await partner.exchange([star("slot2", false, 2)], favorites: [], since: "TWICE1", at: t0)
        #expect(pretalx.starred.isEmpty && pretalx.starRequests == ["DELETE TWICE1"])
    }

    /// A talk starred on the web before the feed has it (a schedule released later) is kept out
    /// of the agreement, and comes in once the feed has it.
    @Test func aTalkTheFeedDoesNotHaveYetIsAdoptedOnceItDoes() async throws {
        let pretalx = try FakePretalx(starred: ["LATE01"])
        let early = try await signedIn(pretalx, codes: [:])
        let first = try #require(try await early.exchange([], favorites: [], since: nil, at: t0))
        #expect(first.choices.isEmpty && first.tag == "")
        let later = try await signedIn(pretalx, codes: ["late": "LATE01"])
        let second = try #require(try await later.exchange([], favorites: [], since: first.tag, at: t0))
        #expect(second.choices == [star("late")] && second.tag == "LATE01")
    }

    /// A talk pretalx no longer schedules has no star to set: the rest of the exchange goes on.
    @Test func aTalkPretalxNoLongerSchedulesIsNoFailure() async throws {
        let pretalx = try FakePretalx()
        let partner = try await signedIn(pretalx, codes: ["gone": "GONE99", "kept": "KEPT01"])
        let answer = try await partner.exchange([star("gone"), star("kept")], favorites: ["gone", "kept"], since: "", at: t0)
        #expect(pretalx.starred == ["KEPT01"])
        #expect(answer?.tag == "KEPT01")
    }

    /// Not a talk of this event (a break, a session of another feed): nothing to send.
    @Test func aSessionWithoutATalkCodeIsNotSent() async throws {
        let pretalx = try FakePretalx()
        let partner = try await signedIn(pretalx, codes: [:])
        #expect(try await partner.exchange([star("coffee")], favorites: ["coffee"], since: "", at: t0) == nil)
        #expect(pretalx.starRequests.isEmpty)
    }

    @Test func theAgreedSetIsReadBackWhateverItsCase() {
        #expect(PretalxFavoritesDataManager.codes(inTag: "abc123,DEF456,,bad code") == ["ABC123", "DEF456"])
        #expect(PretalxFavoritesDataManager.tag(["B", "A"]) == "A,B")
    }
}
