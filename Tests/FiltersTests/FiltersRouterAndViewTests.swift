import Entities
import ScheduleDataContract
import ScheduleTesting
import TerminalUI
import TestHarness
import Testing
@testable import Filters

@MainActor
struct FiltersRouterAndViewTests {
    /// A host screen showing the Filters sheet, as Agenda does.
    func present(store: InMemoryScheduleStore, current: SessionFilter = .all, delegate: DelegateSpy,
                 size: Size = Size(width: 80, height: 24)) -> (Window, ViewController, FiltersViewController) {
        let host = ViewController()
        let window = Snapshot.window(showing: host, size: size)
        let filters = FiltersBuilder(schedule: store, hiding: store.personal).makeFilters(current: current, delegate: delegate)
        host.present(filters)
        return (window, host, filters as! FiltersViewController)
    }

    @Test func theBuilderWiresAllFourRolesAndTheDelegate() async {
        let delegate = DelegateSpy()
        let (window, host, filters) = present(store: SampleSchedule.store(), delegate: delegate)
        let presenter = filters.presenter as! FiltersPresenter
        #expect(presenter.view === filters)
        #expect((presenter.router as! FiltersRouter).viewController === filters)
        #expect((presenter.interactor as! FiltersInteractor).output === presenter)
        #expect(host.presentedViewController === filters)
        #expect(filters.modalPresentationStyle == .sheet)
        #expect(await eventually { Snapshot.text(of: window).contains("[ ] Swift") })
        window.handle(.character(" "))
        window.handle(.enter)
        #expect(delegate.applied == [SessionFilter(categoryItemIDs: [SampleSchedule.swift.id])])
        #expect(host.presentedViewController == nil)
    }

    /// `/` and a few letters reach a room among many; `]` jumps from group to group; Esc leaves
    /// the find field before it cancels the sheet.
    @Test func typingFindsAndBracketsJumpBetweenGroups() async {
        let delegate = DelegateSpy()
        let (window, host, _) = present(store: SampleSchedule.store(), delegate: delegate)
        #expect(await eventually { Snapshot.text(of: window).contains("[ ] Swift") })
        window.handle(.character("]"))
        window.handle(.character("]"))
        window.handle(.character(" "))
        #expect(Snapshot.text(of: window).contains("Showing only: Hall A"), "the first of the third group, Rooms")
        window.handle(.character("["))
        window.handle(.character(" "))
        #expect(Snapshot.text(of: window).contains("Showing only: Beginner, Hall A"))
        window.handle(.character("/"))
        for letter in "hall b" { window.handle(.character(letter)) }
        let found = Snapshot.text(of: window)
        #expect(found.contains("[ ] Hall B") && !found.contains("Hall A  3") && !found.contains("Swift"), "\(found)")
        window.handle(.enter)            // from the field to the list
        window.handle(.character(" "))
        #expect(Snapshot.text(of: window).contains("Showing only: Beginner, Hall A, Hall B"))
        window.handle(.escape)           // ends the finding: every option again
        #expect(Snapshot.text(of: window).contains("[ ] Swift"))
        #expect(host.presentedViewController != nil, "the sheet stays")
        window.handle(.escape)
        #expect(host.presentedViewController == nil)
        #expect(delegate.applied.isEmpty)
    }

    /// `h` hides the highlighted track from every view; it is listed first, and `H` shows it again.
    @Test func hKeyHidesAndCapitalHShowsEverythingAgain() async {
        let store = SampleSchedule.store()
        let (window, _, _) = present(store: store, delegate: DelegateSpy())
        #expect(await eventually { Snapshot.text(of: window).contains("[ ] Swift") })
        window.handle(.character("h"))
        #expect(await eventually { store.hidden == HiddenOptions(categoryItemIDs: [SampleSchedule.swift.id]) })
        #expect(await eventually { Snapshot.text(of: window).contains("Hidden from every view (h shows one again, H all)") })
        #expect(Snapshot.text(of: window).contains("Swift  3  hidden"))
        window.handle(.character("H"))
        #expect(await eventually { store.hidden == HiddenOptions.none })
        #expect(await eventually { !Snapshot.text(of: window).contains("Hidden from every view") })
    }

    /// A click on an option picks it, as on a checkbox, and leaves the sheet open; Enter applies.
    @Test func aClickPicksAnOptionAndEnterApplies() async throws {
        let delegate = DelegateSpy()
        let (window, host, _) = present(store: SampleSchedule.store(), delegate: delegate)
        #expect(await eventually { Snapshot.text(of: window).contains("[ ] Hall A") })
        let lines = Snapshot.text(of: window).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let row = try #require(lines.firstIndex { $0.contains("[ ] Hall A") })
        let column = lines[row].distance(from: lines[row].startIndex, to: try #require(lines[row].range(of: "Hall A")).lowerBound)
        window.handle(.mouse(MouseEvent(.press(.left), at: Point(x: column, y: row))))
        #expect(await eventually { Snapshot.text(of: window).contains("Showing only: Hall A") })
        #expect(host.presentedViewController != nil && delegate.applied.isEmpty, "picked, not applied")
        window.handle(.enter)
        #expect(delegate.applied == [SessionFilter(roomIDs: [SampleSchedule.hallA.id])])
    }

    @Test func escapeClosesWithoutApplying() async {
        let delegate = DelegateSpy()
        let (window, host, _) = present(store: SampleSchedule.store(), delegate: delegate)
        #expect(await eventually { Snapshot.text(of: window).contains("Swift") })
        window.handle(.escape)
        #expect(host.presentedViewController == nil)
        #expect(delegate.applied.isEmpty)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersTheGroupsChecksAndKeys(size: Size) async {
        let delegate = DelegateSpy()
        let (window, _, _) = present(store: SampleSchedule.store(), current: SessionFilter(roomIDs: [SampleSchedule.hallB.id]),
                                     delegate: delegate, size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("Rooms") })
        let text = Snapshot.text(of: window)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == size.height)
        #expect(text.contains("Filters"))
        #expect(text.contains("Showing only: Hall B"))
        for expected in ["Track", "[ ] Swift  3", "[ ] Server  1", "Level", "[ ] Beginner  3", "[ ] Advanced  1", "[ ] Hall A  3", "[x] Hall B  2",
                         "/ find · [ and ] groups · Space pick · h hide · c clear · Enter apply"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
    }

    /// Finding narrows the rows, not the sheet: its frame stays where it opened as you type.
    @Test func theSheetKeepsItsSizeAsYouType() async {
        let (window, _, filters) = present(store: SampleSchedule.store(), delegate: DelegateSpy(), size: Size(width: 100, height: 40))
        #expect(await eventually { Snapshot.text(of: window).contains("Hall B") })
        let opened = filters.view.frame
        window.handle(.character("/"))
        for character in "hall" {
            window.handle(.character(character))
            _ = Snapshot.text(of: window)
            #expect(filters.view.frame == opened, "after typing \(character)")
        }
        #expect(await eventually { !Snapshot.text(of: window).contains("Swift  3") })
        _ = Snapshot.text(of: window)
        #expect(filters.view.frame == opened)
    }

    @Test func theModuleIsReleasedWhenItsSheetCloses() async {
        var tracker = LeakTracker()
        let delegate = DelegateSpy()
        let store = SampleSchedule.store()
        do {
            let (window, host, filters) = present(store: store, delegate: delegate)
            let presenter = filters.presenter as! FiltersPresenter
            tracker.trackModule(view: filters, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Swift") })
            host.dismiss()
            _ = Snapshot.text(of: window)
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}
