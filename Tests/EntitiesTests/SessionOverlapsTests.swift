import Entities
import Foundation
import Testing

/// Which of a person's picks clash: what My schedule and `podium favorites` both flag.
@Suite struct SessionOverlapsTests {
    static let nine = Date(timeIntervalSince1970: 1_800_000_000)

    static func session(_ id: String, from start: Double, minutes: Double) -> Session {
        Session(id: id, title: id, startsAt: nine + start * 60, endsAt: nine + (start + minutes) * 60)
    }

    @Test func eachSessionNamesTheOthersItClashesWithAndBackToBackIsNoClash() {
        let found = Session.overlaps(among: [
            Self.session("long", from: 0, minutes: 90), Self.session("early", from: 10, minutes: 30),
            Self.session("late", from: 50, minutes: 30), Self.session("after", from: 90, minutes: 30),
            Session(id: "unscheduled", title: "unscheduled"),
        ])
        #expect(found["long"]?.map(\.id) == ["early", "late"])
        #expect(found["early"]?.map(\.id) == ["long"])
        #expect(found["late"]?.map(\.id) == ["long"])
        #expect(found["after"] == nil, "starting as another ends is no clash")
        #expect(found["unscheduled"] == nil)
    }
}
