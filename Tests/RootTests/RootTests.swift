import AgendaContract
import Entities
import Foundation
import MyScheduleContract
import SynchronizerContract
import TerminalUI
import Testing
import TestSupport
@testable import Root

@MainActor
final class ViewSpy: RootView {
    var statuses: [RootStatusModel] = []
    func showStatus(_ status: RootStatusModel) { statuses.append(status) }
}

@MainActor
final class InteractorSpy: RootUseCase {
    var starts = 0, syncs = 0
    func start() { starts += 1 }
    func syncNow() { syncs += 1 }
}

@MainActor
final class RouterSpy: RootWireframe {}

@MainActor
final class OutputSpy: RootInteractorOutput {
    var updates: [(SyncStatus, Date)] = []
    func didUpdate(_ status: SyncStatus, now: Date) { updates.append((status, now)) }
}

/// Tab builders that say what they built.
@MainActor
final class AgendaBuilderSpy: AgendaBuilding {
    var built = 0
    func makeAgenda() -> ViewController {
        built += 1
        let screen = ViewController()
        screen.title = "Agenda (spy)"
        return screen
    }
}

@MainActor
final class MyScheduleBuilderSpy: MyScheduleBuilding {
    var built = 0
    func makeMySchedule() -> ViewController {
        built += 1
        let screen = ViewController()
        screen.title = "My schedule (spy)"
        return screen
    }
}

@MainActor
struct RootPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let noon = SampleSchedule.at(SampleSchedule.day1, 12)

    func makePresenter() -> RootPresenter {
        let presenter = RootPresenter(interactor: interactor, router: RouterSpy(), localTimeZone: berlin)
        presenter.view = view
        return presenter
    }

    @Test func statusInAFewWords() {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(interactor.starts == 1)
        #expect(view.statuses.last?.text == "not synced yet")
        presenter.didUpdate(SyncStatus(lastSuccess: noon - 120, lastAttempt: noon - 120), now: noon)
        #expect(view.statuses.last?.text == "synced 11:58")
        #expect(view.statuses.last?.isProblem == false)
        presenter.didUpdate(SyncStatus(lastSuccess: noon - 120, isSyncing: true), now: noon)
        #expect(RootPresenter.spinner.contains { view.statuses.last?.text == "\($0) syncing…" })
    }

    @Test func offlineCountsDownAndPutsTheErrorUnderTheHelpKey() {
        let presenter = makePresenter()
        let status = SyncStatus(lastSuccess: noon - 600, lastAttempt: noon, lastError: "cannot fetch https://example.com/feed: timed out",
                                nextAttempt: noon + 40)
        presenter.didUpdate(status, now: noon)
        #expect(view.statuses.last?.text == "offline — retrying in 40 s · last synced 11:50")
        #expect(view.statuses.last?.isProblem == true)
        #expect(view.statuses.last?.helpNotes == ["Last sync error: cannot fetch https://example.com/feed: timed out", "s retries at once."])
        presenter.didUpdate(status, now: noon + 39.2)
        #expect(view.statuses.last?.text == "offline — retrying in 1 s · last synced 11:50")
        presenter.didUpdate(SyncStatus(lastError: "HTTP 500", nextAttempt: noon + 300), now: noon)
        #expect(view.statuses.last?.text == "offline — retrying in 5 min")
        presenter.didAskToSyncNow()
        #expect(interactor.syncs == 1)
    }
}

@MainActor
struct RootInteractorTests {
    @Test func followsTheSynchronizerAndTicksWhileOffline() async {
        let noon = SampleSchedule.at(SampleSchedule.day1, 12)
        let synchronizer = FakeSynchronizer(status: SyncStatus(lastSuccess: noon))
        let clock = ManualSyncClock(noon)
        let interactor = RootInteractor(synchronizer: synchronizer, clock: clock)
        let output = OutputSpy()
        interactor.output = output
        interactor.start()
        #expect(await eventually { output.updates.count == 1 })
        #expect(output.updates.first?.0 == SyncStatus(lastSuccess: noon))
        synchronizer.publish(SyncStatus(lastSuccess: noon, lastError: "HTTP 500", nextAttempt: noon + 30))
        clock.set(noon + 5)
        // The status, then ticks with the clock's time, without a new status.
        #expect(await eventually { output.updates.count >= 4 })
        #expect(output.updates.last?.1 == noon + 5)
        synchronizer.publish(SyncStatus(lastSuccess: noon + 6))
        #expect(await eventually { output.updates.last?.0 == SyncStatus(lastSuccess: noon + 6) })
        let settled = output.updates.count
        try? await Task.sleep(for: .milliseconds(50))
        #expect(output.updates.count == settled, "no ticks once synced")
        interactor.syncNow()
        #expect(await eventually { synchronizer.syncNowCount == 1 })
    }

    @Test func goingAwayStopsListening() async {
        let synchronizer = FakeSynchronizer()
        var interactor: RootInteractor? = RootInteractor(synchronizer: synchronizer, clock: ManualSyncClock(.now))
        interactor?.start()
        #expect(await eventually { synchronizer.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { synchronizer.listenerCount == 0 })
    }
}

@MainActor
struct RootRouterAndViewTests {
    let agenda = AgendaBuilderSpy()
    let mySchedule = MyScheduleBuilderSpy()

    func make(_ synchronizer: FakeSynchronizer) -> RootViewController {
        RootRouter.assembleModule(agenda: agenda, mySchedule: mySchedule, synchronizer: synchronizer,
                                  clock: ManualSyncClock(SampleSchedule.at(SampleSchedule.day1, 12)), localTimeZone: SampleSchedule.timeZone)
    }

    @Test func theTabsComeFromTheModulesBuildersEachInItsOwnStack() {
        let root = make(FakeSynchronizer())
        #expect(agenda.built == 1 && mySchedule.built == 1)
        #expect(root.viewControllers.count == 2)
        let stacks = root.viewControllers.compactMap { $0 as? NavigationController }
        #expect(stacks.map { $0.topViewController?.title } == ["Agenda (spy)", "My schedule (spy)"])
        let presenter = root.presenter as! RootPresenter
        #expect(presenter.view === root)
        #expect((presenter.router as! RootRouter).viewController === root)
        #expect((presenter.interactor as! RootInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersTabsAndTheStatusLineAndSIsSyncNow(size: Size) async {
        let synchronizer = FakeSynchronizer(status: SyncStatus(lastSuccess: SampleSchedule.at(SampleSchedule.day1, 11, 58)))
        let window = Snapshot.window(showing: make(synchronizer), size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("synced 11:58") })
        let lines = Snapshot.text(of: window).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == size.height)
        #expect(lines.first?.contains("Agenda (spy)") == true)
        #expect(lines.first?.contains("My schedule (spy)") == true)
        #expect(lines.last?.contains("synced 11:58") == true)
        #expect(lines.last?.contains("s sync · ? keys · q quit") == true)
        window.handle(.character("s"))
        #expect(await eventually { synchronizer.syncNowCount == 1 })
        window.handle(.character("2"))
        #expect(window.activeViewController?.title == "My schedule (spy)")
    }

    @Test func theHelpKeyShowsTheLastError() async {
        let now = SampleSchedule.at(SampleSchedule.day1, 12)
        let synchronizer = FakeSynchronizer(status: SyncStatus(lastError: "HTTP 503 from feed.example.com", nextAttempt: now + 40))
        let window = Snapshot.window(showing: make(synchronizer), size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("offline — retrying in 40 s") })
        window.handle(.character("?"))
        let text = Snapshot.text(of: window)
        #expect(text.contains("Last sync error: HTTP 503 from feed.example.com"), "\(text)")
        #expect(text.contains("Sync now"))
    }

    @Test func theModuleIsReleasedWithTheWindowsRoot() async {
        var tracker = LeakTracker()
        let synchronizer = FakeSynchronizer(status: SyncStatus(lastError: "offline", nextAttempt: .now + 40))
        do {
            let root = make(synchronizer)
            let window = Snapshot.window(showing: root, size: Size(width: 80, height: 24))
            let presenter = root.presenter as! RootPresenter
            tracker.trackModule(view: root, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("offline") })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { synchronizer.listenerCount == 0 })
    }
}
