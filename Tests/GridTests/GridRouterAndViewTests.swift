import Entities
import FiltersTesting
import Foundation
import GridContract
import ScheduleDataContract
import ScheduleTesting
import SessionDetailsTesting
import TerminalUI
import TestHarness
import Testing
@testable import Grid

@MainActor
struct GridRouterAndViewTests {
    typealias S = SampleSchedule
    let sessionDetails = SessionDetailsBuilderSpy()
    let filters = FiltersBuilderSpy()

    func show(_ store: InMemoryScheduleStore = SampleSchedule.store(), size: Size = Size(width: 100, height: 30))
        -> (Window, NavigationController, GridViewController) {
        let screen = GridBuilder(schedule: store, favorites: store.personal, filters: filters, sessionDetails: sessionDetails,
                                 now: { SampleSchedule.at(SampleSchedule.day1, 10, 40) }).makeGrid() as! GridViewController
        let navigation = NavigationController(rootViewController: screen)
        return (Snapshot.window(showing: navigation, size: size), navigation, screen)
    }

    @Test func theBuilderWiresEveryRole() {
        let (_, _, screen) = show()
        let presenter = screen.presenter as! GridPresenter
        #expect(presenter.view === screen)
        #expect((presenter.router as! GridRouter).viewController === screen)
        #expect((presenter.interactor as! GridInteractor).output === presenter)
    }

    /// Rooms side by side, a session spanning its rows, the now line, at 80×24 and wide.
    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func drawsRoomsSideBySideAndASessionDownItsRows(size: Size) async {
        let (window, _, _) = show(size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("Actors in") })
        let text = Snapshot.text(of: window)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count == size.height)
        let header = lines.first { $0.contains("Hall A") }
        #expect(header?.contains("Hall B") == true, "side by side:\n\(text)")
        guard let actors = lines.firstIndex(where: { $0.contains("┌Actors in") }),
              let column = lines[actors].range(of: "┌Actors").map({ lines[actors].distance(from: lines[actors].startIndex, to: $0.lowerBound) })
        else { return #expect(Bool(false), "\(text)") }
        #expect(lines[actors].contains("┌SwiftNIO"), "the same time in the next room")
        // 10:30–11:15 is three quarter-hour rows: its edge runs down three lines.
        #expect(lines[actors + 1].dropFirst(column).first == "│" && lines[actors + 2].dropFirst(column).first == "│")
        #expect(text.contains("now"), "the now line at 10:40")
    }

    /// More rooms than fit: the last room shown keeps its "›" however long its name (the name
    /// is cut short), and a word that fits a box's line is never broken ("Registra/tion").
    @Test func theArrowToMoreRoomsSurvivesALongNameAndWordsBreakWhole() async throws {
        let rooms = (1...8).map { Room(id: $0, name: "Auditorium Maximilian \($0)", sort: $0) }
        let sessions = rooms.map { room in
            S.session("r\(room.id)", "Badge Registration desk", day: S.day1, from: (10, 30), to: (11, 30), room: room)
        }
        let store = InMemoryScheduleStore(feed: ScheduleFeed(sessions: sessions, speakers: [], rooms: rooms, categories: []), conference: S.conference)
        let (window, _, _) = show(store, size: Size(width: 80, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("Badge") })
        let text = Snapshot.text(of: window)
        let header = text.split(separator: "\n").first { $0.contains("Auditorium") } ?? ""
        #expect(header.hasSuffix(" ›"), "\(text)")
        #expect(header.contains("…"), "a long name is cut short to keep the arrow")
        #expect(text.contains("│Registration"), "a word that fits its line is whole on it: \(text)")
    }

    /// A five-minute lightning talk is one row: its title, cut short, ends in "…", so its line is
    /// not read on into the title of the box under it.
    @Test func aOneRowBoxSaysItsTitleIsCutShort() async throws {
        let lightning = S.session("lightning", "Lightning talk about reproducible builds across every Linux distribution, in practice", day: S.day1, from: (10, 30), to: (10, 35), room: S.hallA)
        let next = S.session("next", "Rust in the kernel", day: S.day1, from: (10, 35), to: (11, 0), room: S.hallA)
        let store = InMemoryScheduleStore(feed: ScheduleFeed(sessions: [lightning, next], speakers: [], rooms: [S.hallA], categories: []),
                                          conference: S.conference)
        let (window, _, _) = show(store, size: Size(width: 60, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("Rust in") })
        let lines = Snapshot.text(of: window).split(separator: "\n").map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("┌Lightning") || $0.contains(">Lightning") }, "\(lines)")
        #expect(lines[row].hasSuffix("…"), "\(lines[row])")
        #expect(lines[row + 1].contains("Rust in"))
    }

    @Test func arrowsEnterAndStarReachTheSessions() async throws {
        let store = S.store()
        let (window, navigation, _) = show(store)
        #expect(await eventually { Snapshot.text(of: window).contains("Actors in") })
        window.handle(.right)
        window.handle(.enter)
        #expect(sessionDetails.requests == ["nio"])
        _ = navigation.pop()
        window.handle(.character("*"))
        #expect(await eventually { (try? await store.personal.favoriteSessionIDs()) == ["nio"] })
        #expect(await eventually { Snapshot.text(of: window).contains("★ SwiftNIO") })
        window.handle(.character("f"))
        #expect(filters.requests.map(\.current) == [.all])
    }

    /// Vim's h and l move across rooms as ← → do, and `t` brings the day and the box on now back.
    @Test func hAndLMoveAcrossRoomsAndTBringsNowBack() async throws {
        let (window, navigation, _) = show()
        #expect(await eventually { Snapshot.text(of: window).contains("Actors in") })
        window.handle(.character("l"))
        window.handle(.enter)
        #expect(sessionDetails.requests == ["nio"], "l is the room after")
        _ = navigation.pop()
        window.handle(.character("h"))
        window.handle(.enter)
        #expect(sessionDetails.requests == ["nio", "actors"], "h is the room before")
        _ = navigation.pop()
        window.handle(.character("]"))
        #expect(await eventually { Snapshot.text(of: window).contains("Testing") && !Snapshot.text(of: window).contains("Actors in") })
        window.handle(.character("t"))
        #expect(await eventually { Snapshot.text(of: window).contains("Actors in") }, "back on the day of now")
        window.handle(.enter)
        #expect(sessionDetails.requests.last == "actors", "with the box on now chosen")
    }

    /// A click on a box opens its session, on a day chooses it, and the wheel moves through the room.
    @Test func aClickOpensASessionOrChoosesADayAndTheWheelMoves() async throws {
        let (window, navigation, screen) = show()
        #expect(await eventually { Snapshot.text(of: window).contains("Actors in") })
        let lines = Snapshot.text(of: window).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("┌SwiftNIO") })
        let column = try #require(lines[row].range(of: "SwiftNIO")).lowerBound
        window.handle(.mouse(MouseEvent(.press(.left), at: Point(x: lines[row].distance(from: lines[row].startIndex, to: column) + 2, y: row + 1))))
        #expect(sessionDetails.requests == ["nio"], "a box's second line opens it too")
        _ = navigation.pop()
        #expect(screen.canvas.model.boxes[screen.canvas.model.selected ?? -1].sessionID == "nio", "and it is the one highlighted")
        window.handle(.mouse(MouseEvent(.wheelDown, at: Point(x: 40, y: row))))
        #expect(screen.canvas.model.boxes[screen.canvas.model.selected ?? -1].sessionID == "ui", "the session after in the room")
        let strip = try #require(lines.firstIndex { $0.contains(screen.canvas.model.days.last ?? "?") })
        let day = try #require(lines[strip].range(of: screen.canvas.model.days.last ?? "?")).lowerBound
        window.handle(.mouse(MouseEvent(.press(.left), at: Point(x: lines[strip].distance(from: lines[strip].startIndex, to: day) + 1, y: strip))))
        #expect(await eventually { screen.canvas.model.selectedDay == screen.canvas.model.days.count - 1 })
        window.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: lines.count - 1))))
        #expect(sessionDetails.requests == ["nio"], "a click on nothing opens nothing")
    }

    /// A session moved after the grid was drawn: it moves into its new room's column by
    /// itself, with the same ⚠ words the Agenda marks it with, in its box.
    @Test func aSessionMovedLatelyIsMarkedInItsBox() async {
        let store = S.store()
        let (window, _, _) = show(store, size: Size(width: 120, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("┌SwiftNIO") })
        var moved = S.nio
        moved.room = S.hallA
        moved.startsAt = S.at(S.day1, 11, 30)
        moved.endsAt = S.at(S.day1, 12, 30)
        store.replaceSessions(S.sessions.map { $0.id == "nio" ? moved : $0 }, at: S.at(S.day1, 10, 35))
        #expect(await eventually { Snapshot.text(of: window).contains("⚠ retimed, was") })
        let text = Snapshot.text(of: window)
        let lines = text.split(separator: "\n").map(String.init)
        guard let top = lines.firstIndex(where: { $0.contains("┌SwiftNIO") }) else { return #expect(Bool(false), "\(text)") }
        func column(of text: String, in line: String) -> Int? {
            line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }
        let header = lines.first { $0.contains("Hall A") && $0.contains("Hall B") } ?? ""
        #expect(column(of: "┌SwiftNIO", in: lines[top]).map { $0 + 1 } == column(of: "Hall A", in: header), "now in Hall A's column:\n\(text)")
        #expect(lines[(top + 1)...].prefix(3).contains { $0.contains("⚠ retimed, was") }, "under its title:\n\(text)")
    }

    @Test func theModuleIsReleasedWithItsScreen() async {
        var tracker = LeakTracker()
        let store = SampleSchedule.store()
        do {
            let (window, _, screen) = show(store)
            let presenter = screen.presenter as! GridPresenter
            tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Actors in") })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}
