import Foundation
import Testing
import Entities

/// What is on now and next, decided from sessions' times alone: the programme day (a night talk
/// is still "tonight"), each room's next, and what the screen says before, between and after days.
struct NowAndNextTests {
    let zone = TimeZone(identifier: "Europe/Berlin")!
    let hallA = Room(id: 1, name: "Hall A", sort: 1)
    let hallB = Room(id: 2, name: "Hall B", sort: 2)
    let unused = Room(id: 3, name: "Annex", sort: 3)

    func at(_ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: 2025, month: 12, day: day, hour: hour, minute: minute))!
    }

    func session(_ id: String, room: Room?, day: Int, _ from: (Int, Int), _ to: (Int, Int)) -> Session {
        Session(id: id, title: id, startsAt: at(day, from.0, from.1), endsAt: at(day + (to.0 < from.0 ? 1 : 0), to.0, to.1), room: room)
    }

    /// Day 27: a talk in each hall at 11:00, Hall A's next at 12:00, a night talk in Hall B at
    /// 00:30 (filed on the 27th), a room-less assembly; day 28 starts at 10:30 in Hall A.
    var sessions: [Session] {
        [session("a1", room: hallA, day: 27, (11, 0), (11, 40)), session("b1", room: hallB, day: 27, (11, 0), (12, 0)),
         session("a2", room: hallA, day: 27, (12, 0), (12, 30)), session("a3", room: hallA, day: 27, (13, 0), (13, 30)),
         session("night", room: hallB, day: 28, (0, 30), (1, 30)), session("assembly", room: nil, day: 27, (14, 0), (15, 0)),
         session("d2", room: hallA, day: 28, (10, 30), (11, 0))]
    }

    func board(at instant: Date) -> NowAndNext {
        let timings = sessions.map { NowAndNext.Timing(id: $0.id, roomID: $0.room?.id, start: $0.startsAt!, end: $0.endsAt!) }
            .sorted { ($0.start, $0.id) < ($1.start, $1.id) }
        return NowAndNext.reading(at: instant, in: zone,
                                  timings: { window in timings.filter { $0.start < window.end && $0.end > window.start } },
                                  nextStart: { instant in timings.first { $0.start > instant }?.start },
                                  sessions: { ids in sessions.filter { ids.contains($0.id) } }, rooms: { [hallA, hallB, unused] })
    }

    /// "room: now…; next" per line.
    func outline(_ board: NowAndNext) -> [String] {
        board.lines.map { line in "\(line.room?.name ?? "-"): \(line.onNow.map(\.id).joined(separator: "+")); \(line.next?.id ?? "")" }
    }

    @Test func eachRoomSaysWhatIsOnAndWhatFollowsInTheFeedsOrder() {
        let board = board(at: at(27, 11, 20))
        #expect(board.phase == .running)
        #expect(outline(board) == ["Hall A: a1; a2", "Hall B: b1; night", "-: ; assembly"], "the annex has nothing that day")
        #expect(board.nextChange == at(27, 11, 40), "a1 ends first")
    }

    @Test func aNightTalkAfterMidnightIsStillTonight() {
        #expect(ProgrammeDay.date(of: at(28, 0, 45), in: zone) == LocalDate(year: 2025, month: 12, day: 27))
        let board = board(at: at(28, 0, 45))
        #expect(outline(board) == ["Hall A: ; ", "Hall B: night; ", "-: ; "], "Hall A's day-two talk is tomorrow")
        #expect(board.phase == .running)
    }

    @Test func beforeAndBetweenDaysTheBoardShowsTheNextDaysFirstSessions() {
        let before = board(at: at(20, 9))
        #expect(before.phase == .startsLater(opening: at(27, 11)))
        #expect(outline(before) == ["Hall A: ; a1", "Hall B: ; b1", "-: ; assembly"])
        let between = board(at: at(28, 3))
        #expect(between.phase == .startsLater(opening: at(28, 10, 30)))
        #expect(outline(between) == ["Hall A: ; d2"])
    }

    @Test func afterTheLastSessionItIsOver() {
        let after = board(at: at(28, 11))
        #expect(after.phase == .over)
        #expect(after.lines.isEmpty && after.nextChange == nil)
    }

    @Test func overlappingSessionsInOneRoomAreBothOnNow() {
        let overlap = Session(id: "a1b", title: "a1b", startsAt: at(27, 11, 10), endsAt: at(27, 11, 50), room: hallA)
        let board = NowAndNext(instant: at(27, 11, 20), phase: .running, onNow: [sessions[0], overlap], next: [sessions[2]], rooms: [hallA])
        #expect(outline(board) == ["Hall A: a1+a1b; a2"])
    }
}

/// A filter named for a screen's title.
struct FilterNamesTests {
    @Test func itemsThenRoomsEachAToZAndGoneIdsLeftOut() {
        let names = FilterNames(categories: [Category(id: 1, title: "Track", items: [CategoryItem(id: 11, name: "Swift", categoryTitle: "Track"),
                                                                                     CategoryItem(id: 12, name: "Rust", categoryTitle: "Track")])],
                                rooms: [Room(id: 2, name: "Hall B"), Room(id: 1, name: "Hall A")])
        #expect(names.names(of: SessionFilter(categoryItemIDs: [11, 12, 99], roomIDs: [2, 1])) == ["Rust", "Swift", "Hall A", "Hall B"])
        #expect(names.names(of: .all).isEmpty)
    }
}
