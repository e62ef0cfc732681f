import Foundation
import StoreContract
import Testing
@testable import StoreRules

/// What both stores decide alike of favorites.
@Suite struct FavoriteRulesTests {
    @Test func sessionIDsAreCheckedAsTheDocumentSays() {
        #expect(FavoriteRules.problem(withSessionID: "ok-123") == nil)
        #expect(FavoriteRules.problem(withSessionID: "Ünïcødé 会议") == nil)
        #expect(FavoriteRules.problem(withSessionID: "") != nil)
        #expect(FavoriteRules.problem(withSessionID: String(repeating: "x", count: 201)) != nil)
        #expect(FavoriteRules.problem(withSessionID: String(repeating: "会", count: 200)) == nil, "characters, not bytes")
        #expect(FavoriteRules.problem(withSessionID: "a\u{1B}[2Jb") != nil)
        #expect(FavoriteRules.problem(withSessionID: "a\u{7F}") != nil)
    }

    @Test func aClockFarOffIsMovedAndNothingIsLaterThanNow() {
        let now: Int64 = 1_800_000_000_000
        let sent = [FavoriteChoice(sessionID: "a", isFavorite: true, setAt: now - 3_600_000 - 5_000)]
        let moved = FavoriteRules.onServerClock(sent, sentAt: now - 3_600_000, now: now)
        #expect(moved.first?.setAt == now - 5_000, "an hour behind: moved an hour on")
        let near = FavoriteRules.onServerClock(sent, sentAt: now - 9_000, now: now)
        #expect(near == sent, "within the tolerance: as sent")
        let ahead = FavoriteRules.onServerClock([FavoriteChoice(sessionID: "a", isFavorite: true, setAt: now + 5_000)], sentAt: now, now: now)
        #expect(ahead.first?.setAt == now, "never later than the server's now")
    }

    @Test func aMergeKeepsTheLaterChoiceAndRefusesPastTheLimit() {
        let stored = ["a": FavoriteChoice(sessionID: "a", isFavorite: true, setAt: 10)]
        let changes = FavoriteMerge.changes([FavoriteChoice(sessionID: "a", isFavorite: false, setAt: 5),
                                             FavoriteChoice(sessionID: "b", isFavorite: true, setAt: 5)], over: stored)
        #expect(Set(changes.keys) == ["b"], "an older choice loses")
        let full = Dictionary(uniqueKeysWithValues: (0..<FavoriteChoice.keptPerAttendee).map { ("s\($0)", FavoriteChoice(sessionID: "s\($0)", isFavorite: true, setAt: 1)) })
        #expect(FavoriteMerge.exceedsLimit(stored: full, changed: changes))
        #expect(!FavoriteMerge.exceedsLimit(stored: full, changed: ["s0": FavoriteChoice(sessionID: "s0", isFavorite: false, setAt: 2)]))
    }
}
