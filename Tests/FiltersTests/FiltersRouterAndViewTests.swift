import Entities
import ScheduleDataContract
import TerminalUI
import Testing
import TestSupport
@testable import Filters

@MainActor
struct FiltersRouterAndViewTests {
    /// A host screen showing the Filters sheet, as Agenda does.
    func present(store: InMemoryScheduleStore, current: SessionFilter = .all, delegate: DelegateSpy,
                 size: Size = Size(width: 80, height: 24)) -> (Window, ViewController, FiltersViewController) {
        let host = ViewController()
        let window = Snapshot.window(showing: host, size: size)
        let filters = FiltersBuilder(schedule: store).makeFilters(current: current, delegate: delegate)
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
        for expected in ["Track", "[ ] Swift", "[ ] Server", "Level", "[ ] Beginner", "[ ] Advanced", "[ ] Hall A", "[x] Hall B",
                         "Space pick · c clear all · Enter apply · Esc cancel"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
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
        #expect(await eventually { store.listenerCount == 0 })
    }
}
