import Entities
import Foundation
import Testing

/// What a status bar says from the list of upcoming favorites, at the instant it was taken and
/// later, and when the list cannot tell.
@Suite struct UpcomingFavoritesTests {
    let ten = Date(timeIntervalSince1970: 1_800_000_000)
    let zone = TimeZone(identifier: "Europe/Brussels")!

    func talk(_ id: String, startingAfter minutes: Double, lasting length: Double = 30) -> Session {
        Session(id: id, title: "Talk \(id)", startsAt: ten.addingTimeInterval(minutes * 60),
                endsAt: ten.addingTimeInterval((minutes + length) * 60), room: Room(id: 1, name: "K.1.105"))
    }

    @Test func theNextToStartComesFirstThenTheOneUnderWay() throws {
        let list = UpcomingFavorites.taking([talk("b", startingAfter: 60), talk("ended", startingAfter: -90), talk("a", startingAfter: -10),
                                             talk("no time", startingAfter: 0)].map { $0.id == "no time" ? Session(id: "x", title: "x") : $0 },
                                            at: ten, timeZone: zone)
        #expect(list.entries.map(\.id) == ["a", "b"], "ended and timeless favorites are left out; by start")
        #expect(list.status(at: ten) == .next(list.entries[1]))
        #expect(list.status(at: ten.addingTimeInterval(61 * 60)) == .current(list.entries[1]), "under way, none to come")
        #expect(list.status(at: ten.addingTimeInterval(95 * 60)) == UpcomingFavorites.Status.none)
        #expect(list.status(at: ten.addingTimeInterval(-1)) == nil, "before the list was taken it cannot tell")
    }

    /// A list cut at its limit answers only until its last entry has started.
    @Test func aCutListSaysWhenItCannotTell() throws {
        let many = (0..<(UpcomingFavorites.limit + 5)).map { talk(String(format: "%03d", $0), startingAfter: Double($0) * 10) }
        let list = UpcomingFavorites.taking(many.reversed(), at: ten.addingTimeInterval(-1), timeZone: zone)
        #expect(list.entries.count == UpcomingFavorites.limit && !list.isComplete)
        #expect(list.status(at: ten) == .next(list.entries[1]))
        let last = try #require(list.entries.last)
        #expect(list.status(at: last.start) == nil, "the next one may be among those left out")
        #expect(try JSONDecoder().decode(UpcomingFavorites.self, from: JSONEncoder().encode(list)) == list)
    }
}
