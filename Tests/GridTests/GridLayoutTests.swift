import Entities
import Foundation
import ScheduleTesting
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

    /// One clash at 10:45 splits the room only while it lasts: the keynote before it keeps the
    /// whole column (it used to be half width all day).
    @Test func lanesSplitARoomOnlyWhereItsSessionsOverlap() {
        let clash = S.session("clash", "Clash", day: S.day1, from: (10, 45), to: (11, 30), room: S.hallA)
        let late = S.session("late", "Late", day: S.day1, from: (12, 0), to: (12, 45), room: S.hallA)
        let layout = GridLayout(sessions: outlines(S.actors, clash, S.keynote, late), rooms: [S.hallA], timeZone: S.timeZone)
        func box(_ id: String) -> GridLayout.Placed? { layout.placed.first { layout.session(of: $0).id == id } }
        #expect(box("keynote")?.lanes == 1 && box("late")?.lanes == 1, "alone in their rows: the whole column")
        #expect(box("actors")?.lanes == 2 && box("clash")?.lanes == 2)
    }

    /// Two sessions that follow each other but share a row of the grid (10:00–10:20 and
    /// 10:20–10:40 at 15 minutes a row) are side by side, never one box over the other.
    @Test func sessionsSharingARowAreSideBySide() {
        let first = S.session("first", "First", day: S.day1, from: (10, 0), to: (10, 20), room: S.hallA)
        let second = S.session("second", "Second", day: S.day1, from: (10, 20), to: (10, 40), room: S.hallA)
        let layout = GridLayout(sessions: outlines(first, second), rooms: [S.hallA], timeZone: S.timeZone)
        #expect(layout.rowMinutes == 15)
        let boxes = layout.placed.map { (layout.session(of: $0).id, $0.lane, $0.lanes, $0.firstRow, $0.rows) }
        #expect(boxes.map(\.0) == ["first", "second"])
        #expect(boxes[0].3 + boxes[0].4 > boxes[1].3, "they share a row")
        #expect(boxes[0].1 != boxes[1].1 && boxes[0].2 == 2 && boxes[1].2 == 2, "\(boxes)")
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
