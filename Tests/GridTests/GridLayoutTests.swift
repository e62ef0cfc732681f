import Entities
import Foundation
import TestSupport
import Testing
@testable import Grid

/// Where sessions go in the grid: rooms in the feed's order, rows that fit the day's shortest
/// session, a box as tall as its session, overlapping sessions side by side.
struct GridLayoutTests {
    typealias S = SampleSchedule

    @Test func roomsInTheFeedsOrderRowsOfAQuarterAndBoxesAsLongAsTheirSessions() {
        let layout = GridLayout(sessions: [S.keynote, S.actors, S.nio, S.lunch, S.ui], rooms: [S.hallA, S.hallB], timeZone: S.timeZone)
        #expect(layout.columns == ["Hall A", "Hall B", "No room"])
        #expect(layout.rowMinutes == 15)
        #expect(layout.start == S.at(S.day1, 9))
        let keynote = layout.placed.first { $0.session.id == "keynote" }
        #expect(keynote?.column == 0 && keynote?.firstRow == 0 && keynote?.rows == 4, "09:00–10:00: four quarters")
        let ui = layout.placed.first { $0.session.id == "ui" }
        #expect(ui?.column == 1 && ui?.firstRow == 16 && ui?.rows == 3, "13:00–13:45")
        #expect(layout.rows == 19)
        #expect(layout.row(of: S.at(S.day1, 10, 40)) == 6)
        #expect(layout.row(of: S.at(S.day1, 20)) == nil)
        #expect(layout.rowLabels(clock: .init(timeZone: S.timeZone))[4] == "10:00")
    }

    @Test func overlappingSessionsInOneRoomAreSideBySide() {
        let clash = S.session("clash", "Clash", day: S.day1, from: (10, 45), to: (11, 30), room: S.hallA)
        let layout = GridLayout(sessions: [S.actors, clash, S.keynote], rooms: [S.hallA], timeZone: S.timeZone)
        let actors = layout.placed.first { $0.session.id == "actors" }, other = layout.placed.first { $0.session.id == "clash" }
        #expect(actors?.lane == 0 && other?.lane == 1)
        #expect(actors?.lanes == 2 && other?.lanes == 2)
        #expect(layout.placed.first { $0.session.id == "keynote" }?.lane == 0, "before the clash: the first lane")
    }

    @Test func aShortSessionMakesRowsShorter() {
        let lightning = S.session("lightning", "Lightning", day: S.day1, from: (12, 0), to: (12, 5), room: S.hallB)
        #expect(GridLayout(sessions: [S.actors, lightning], rooms: [S.hallA, S.hallB], timeZone: S.timeZone).rowMinutes == 5)
        let ten = S.session("ten", "Ten", day: S.day1, from: (12, 0), to: (12, 10), room: S.hallB)
        #expect(GridLayout(sessions: [S.actors, ten], rooms: [S.hallA, S.hallB], timeZone: S.timeZone).rowMinutes == 10)
        #expect(GridLayout(sessions: [S.unscheduled], rooms: [], timeZone: S.timeZone).placed.isEmpty, "no times: nothing to place")
    }
}
