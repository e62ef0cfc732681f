import Entities
import Foundation
import TestSupport
import Testing
@testable import Grid

/// Where sessions go in the grid: rooms in the feed's order, rows that fit the day's shortest
/// session, a box as tall as its session, overlapping sessions side by side.
struct GridLayoutTests {
    typealias S = SampleSchedule

    func outlines(_ sessions: Session...) -> [SessionOutline] { sessions.map(SessionOutline.init) }

    @Test func roomsInTheFeedsOrderRowsOfAQuarterAndBoxesAsLongAsTheirSessions() {
        let layout = GridLayout(sessions: outlines(S.keynote, S.actors, S.nio, S.lunch, S.ui), rooms: [S.hallA, S.hallB], timeZone: S.timeZone)
        #expect(layout.columns == ["Hall A", "Hall B", "No room"])
        #expect(layout.rowMinutes == 15)
        #expect(layout.start == S.at(S.day1, 9))
        let keynote = layout.placed.first { layout.session(of: $0).id == "keynote" }
        #expect(keynote?.column == 0 && keynote?.firstRow == 0 && keynote?.rows == 4, "09:00–10:00: four quarters")
        let ui = layout.placed.first { layout.session(of: $0).id == "ui" }
        #expect(ui?.column == 1 && ui?.firstRow == 16 && ui?.rows == 3, "13:00–13:45")
        #expect(layout.rows == 19)
        #expect(layout.row(of: S.at(S.day1, 10, 40)) == 6)
        #expect(layout.row(of: S.at(S.day1, 20)) == nil)
        #expect(layout.rowLabels(clock: .init(timeZone: S.timeZone))[4] == "10:00")
    }

    @Test func overlappingSessionsInOneRoomAreSideBySide() {
        let clash = S.session("clash", "Clash", day: S.day1, from: (10, 45), to: (11, 30), room: S.hallA)
        let layout = GridLayout(sessions: outlines(S.actors, clash, S.keynote), rooms: [S.hallA], timeZone: S.timeZone)
        let actors = layout.placed.first { layout.session(of: $0).id == "actors" }, other = layout.placed.first { layout.session(of: $0).id == "clash" }
        #expect(actors?.lane == 0 && other?.lane == 1)
        #expect(actors?.lanes == 2 && other?.lanes == 2)
        #expect(layout.placed.first { layout.session(of: $0).id == "keynote" }?.lane == 0, "before the clash: the first lane")
    }

    @Test func aShortSessionMakesRowsShorter() {
        let lightning = S.session("lightning", "Lightning", day: S.day1, from: (12, 0), to: (12, 5), room: S.hallB)
        #expect(GridLayout(sessions: outlines(S.actors, lightning), rooms: [S.hallA, S.hallB], timeZone: S.timeZone).rowMinutes == 5)
        let ten = S.session("ten", "Ten", day: S.day1, from: (12, 0), to: (12, 10), room: S.hallB)
        #expect(GridLayout(sessions: outlines(S.actors, ten), rooms: [S.hallA, S.hallB], timeZone: S.timeZone).rowMinutes == 10)
        #expect(GridLayout(sessions: outlines(S.unscheduled), rooms: [], timeZone: S.timeZone).placed.isEmpty, "no times: nothing to place")
    }

    /// A room the feed's room list lacks still gets a column, after the listed rooms.
    @Test func aRoomMissingFromTheRoomListKeepsAColumnAfterTheListedOnes() {
        let annex = Room(id: 9, name: "Annex", sort: 0)
        let extra = S.session("extra", "Extra", day: S.day1, from: (11, 0), to: (11, 30), room: annex)
        let layout = GridLayout(sessions: outlines(extra, S.actors, S.nio), rooms: [S.hallA, S.hallB], timeZone: S.timeZone)
        #expect(layout.columns == ["Hall A", "Hall B", "Annex"])
        #expect(layout.placed.map { layout.session(of: $0).id } == ["actors", "nio", "extra"])
    }
}
