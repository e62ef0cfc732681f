import Entities
import Foundation
import RootContract
import ScheduleTesting
import SynchronizerContract
import SynchronizerTesting
import TerminalUI
import TestHarness
import Testing
@testable import Root

@MainActor
final class ViewSpy: RootView {
    var statuses: [RootStatusModel] = []
    var banners: [[String]] = []
    func showStatus(_ status: RootStatusModel) { statuses.append(status) }
    func showReminders(_ lines: [ReminderBannerLine]) { banners.append(lines.map { $0.text + ($0.keys.map { "  · " + $0 } ?? "") }) }
}

@MainActor
final class InteractorSpy: RootUseCase {
    var starts = 0, syncs = 0, accepts = 0
    func start() { starts += 1 }
    func syncNow() { syncs += 1 }
    func acceptShrink() { accepts += 1 }
}

@MainActor
final class RouterSpy: RootWireframe {
    var notices: [(String, String)] = []
    var opened: [String] = []
    var desktop: [(title: String, body: String)] = []
    func showNotice(_ title: String, _ message: String) { notices.append((title, message)) }
    func presentSessionDetails(for sessionID: String) { opened.append(sessionID) }
    func notifyDesktop(title: String, body: String) { desktop.append((title, body)) }
}

@MainActor
final class OutputSpy: RootInteractorOutput {
    var updates: [(SyncStatus, Date)] = []
    var due: [Reminder] = []
    func didUpdate(_ status: SyncStatus, now: Date) { updates.append((status, now)) }
    var alreadyOnTheDesktop: [Bool] = []
    func reminderIsDue(_ reminder: Reminder, now: Date, alreadyOnTheDesktop: Bool) {
        due.append(reminder)
        self.alreadyOnTheDesktop.append(alreadyOnTheDesktop)
    }
}

/// Screens for tabs that say how often they were built.
@MainActor
final class ScreenSpy {
    var built: [String] = []
    func make(_ title: String) -> ViewController {
        built.append(title)
        let screen = ViewController()
        screen.title = title
        return screen
    }

    /// Root's tabs as the composition root lists them.
    var tabs: [RootTab] {
        [RootTab("Agenda", key: "1") { self.make("Agenda (spy)") },
         RootTab("My schedule", key: "2") { self.make("My schedule (spy)") }]
    }
}

@MainActor
struct RootPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let noon = SampleSchedule.at(SampleSchedule.day1, 12)

    let router = RouterSpy()

    func makePresenter(notices: [String] = []) -> RootPresenter {
        let presenter = RootPresenter(interactor: interactor, router: router, localTimeZone: berlin, notices: notices)
        presenter.view = view
        return presenter
    }

    @Test func aHeldBackFeedIsShownWithItsCountsAndCanBeApplied() {
        let presenter = makePresenter()
        presenter.didUpdate(SyncStatus(lastSuccess: noon, lastAttempt: noon, heldBack: ScheduleShrink(stored: 200, incoming: 1, removed: 199)),
                            now: noon)
        let status = view.statuses.last
        #expect(status?.text == "held back: the feed would remove 199 of 200 sessions · A applies it")
        #expect(status?.isProblem == true && status?.canAcceptShrink == true)
        #expect(status?.helpNotes.last?.contains("publishing slip") == true)
        presenter.didAskToAcceptShrink()
        #expect(interactor.accepts == 1)
        presenter.didUpdate(SyncStatus(lastSuccess: noon, lastAttempt: noon), now: noon)
        #expect(view.statuses.last?.canAcceptShrink == false)
    }

    /// Issue #28: a server's answer that would empty My schedule is held back like a shrinking
    /// feed: said, with how much, and applied only when the person presses A.
    @Test func aHeldBackFavoritesAnswerIsShownAndCanBeApplied() {
        let presenter = makePresenter()
        let why = "held back: pretalx at https://pretalx.example.org/democon/'s answer would take 7 of your 8 favorites out of My schedule"
        presenter.didUpdate(SyncStatus(lastSuccess: noon, lastAttempt: noon,
                                       favorites: [FavoritesSyncStatus(partner: "podium-server at https://attendees.example.org", isSignedIn: true,
                                                                       lastSuccess: noon),
                                                   FavoritesSyncStatus(partner: "pretalx at https://pretalx.example.org/democon/", isSignedIn: true,
                                                                       lastSuccess: noon, lastError: why, heldBack: true)]),
                            now: noon)
        let status = view.statuses.last
        #expect(status?.text == "held back: pretalx's answer would empty My schedule · A applies it")
        #expect(status?.isProblem == true && status?.canAcceptShrink == true)
        #expect(status?.helpNotes.last?.contains("7 of your 8 favorites") == true)
        presenter.didAskToAcceptShrink()
        #expect(interactor.accepts == 1)
    }

    @Test func onlyTroubleThatWaitingFixesIsCalledOffline() {
        let presenter = makePresenter()
        presenter.didUpdate(SyncStatus(lastSuccess: noon - 600, lastError: "cannot read the stored token for feeds.example.org: … set PODIUM_SECRETS_PASSPHRASE",
                                       lastErrorKind: .needsAction, nextAttempt: noon + 40), now: noon)
        #expect(view.statuses.last?.text == "cannot sync — ? says what to do · last synced 11:50")
        #expect(view.statuses.last?.helpNotes.first?.contains("PODIUM_SECRETS_PASSPHRASE") == true)
        presenter.didUpdate(SyncStatus(lastError: "https://x/feed: malformed JSON", lastErrorKind: .feedRejected, nextAttempt: noon + 40), now: noon)
        #expect(view.statuses.last?.text == "feed refused, showing the last good schedule — retrying in 40 s")
    }

    @Test func favoritesThatCouldNotBeSyncedAreSaidOnTheStatusLine() {
        let presenter = makePresenter()
        let server = "podium-server at https://attendees.example.org"
        let failing = FavoritesSyncStatus(partner: server, isSignedIn: true, lastSuccess: noon - 300, lastError: "server unreachable (no answer)")
        let pretalx = FavoritesSyncStatus(partner: "pretalx at https://pretalx.example.org/democon/", isSignedIn: true, lastSuccess: noon)
        presenter.didUpdate(SyncStatus(lastSuccess: noon, lastAttempt: noon, favorites: [failing, pretalx]), now: noon)
        #expect(view.statuses.last?.text == "synced 12:00 · My schedule not synced with podium-server (? says why)")
        #expect(view.statuses.last?.isProblem == true)
        #expect(view.statuses.last?.helpNotes.first == "My schedule could not be synced with \(server) (last at 11:55): server unreachable (no answer).")
        // Synced again, or signed out (favorites then stay on this device, which is no problem): nothing to say.
        presenter.didUpdate(SyncStatus(lastSuccess: noon, lastAttempt: noon,
                                       favorites: [FavoritesSyncStatus(partner: server, isSignedIn: true, lastSuccess: noon), pretalx]), now: noon)
        #expect(view.statuses.last?.text == "synced 12:00" && view.statuses.last?.isProblem == false)
        presenter.didUpdate(SyncStatus(lastSuccess: noon, lastAttempt: noon, favorites: [FavoritesSyncStatus(partner: server, isSignedIn: false)]), now: noon)
        #expect(view.statuses.last?.text == "synced 12:00")
    }

    @Test func theFeedsWarningsAreUnderTheHelpKey() {
        let presenter = makePresenter()
        let warnings = (0..<10).map { "sessions[\($0)].roomId: room 9 does not exist; dropped" }
        presenter.didUpdate(SyncStatus(lastSuccess: noon, lastAttempt: noon, warnings: warnings), now: noon)
        let notes = view.statuses.last?.helpNotes ?? []
        #expect(notes.first == "The feed had 10 problems it could drop:")
        #expect(notes.contains("  sessions[0].roomId: room 9 does not exist; dropped"))
        #expect(notes.last == "  and 2 more")
    }

    @Test func whatOpeningRepairedIsSaidAtOnce() {
        makePresenter(notices: ["the schedule store /d/demo.sqlite was damaged (…); it was moved to /d/demo.sqlite.damaged-1"]).viewDidLoad()
        #expect(router.notices.count == 1)
        #expect(router.notices.first?.1.contains("moved to /d/demo.sqlite.damaged-1") == true)
        makePresenter().viewDidLoad()
        #expect(router.notices.count == 1, "nothing to say, no alert")
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
    let screens = ScreenSpy()

    func make(_ synchronizer: FakeSynchronizer) -> RootViewController {
        RootBuilder(tabs: screens.tabs, synchronizer: synchronizer, clock: ManualSyncClock(SampleSchedule.at(SampleSchedule.day1, 12)), reminders: nil, localTimeZone: SampleSchedule.timeZone, notices: []).makeRoot() as! RootViewController
    }

    @Test func theTabsComeFromTheListEachInItsOwnStack() {
        let root = make(FakeSynchronizer())
        #expect(screens.built == ["Agenda (spy)", "My schedule (spy)"])
        #expect(root.viewControllers.count == 2)
        let stacks = root.viewControllers.compactMap { $0 as? NavigationController }
        #expect(stacks.map { $0.topViewController?.title } == ["Agenda (spy)", "My schedule (spy)"])
        let presenter = root.presenter as! RootPresenter
        #expect(presenter.view === root)
        #expect((presenter.router as! RootRouter).viewController === root)
        #expect((presenter.interactor as! RootInteractor).output === presenter)
    }

    /// Adding a tab is one entry: its title, its key and its screen; no other module changes.
    @Test func aTabWithAKeyOfItsOwn() async {
        let tabs = screens.tabs + [RootTab("News", key: "n") { self.screens.make("News (spy)") }]
        let root = RootBuilder(tabs: tabs, synchronizer: FakeSynchronizer(), clock: ManualSyncClock(SampleSchedule.at(SampleSchedule.day1, 12)), reminders: nil, localTimeZone: SampleSchedule.timeZone, notices: []).makeRoot() as! RootViewController
        let window = Snapshot.window(showing: root, size: Size(width: 100, height: 30))
        let strip = String(Snapshot.text(of: window).split(separator: "\n").first ?? "")
        #expect(strip.contains(" n News"), "\(strip)")
        window.handle(.character("n"))
        #expect(window.activeViewController?.title == "News (spy)")
        window.handle(.character("1"))
        #expect(window.activeViewController?.title == "Agenda (spy)")
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersTabsAndTheStatusLineAndSIsSyncNow(size: Size) async {
        let synchronizer = FakeSynchronizer(status: SyncStatus(lastSuccess: SampleSchedule.at(SampleSchedule.day1, 11, 58)))
        let window = Snapshot.window(showing: make(synchronizer), size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("synced 11:58") })
        let lines = Snapshot.text(of: window).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == size.height)
        #expect(lines.first?.contains(" 1 Agenda ") == true, "a tab is named by its entry in the list")
        #expect(lines.first?.contains(" 2 My schedule") == true)
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

    @Test func shiftAAppliesAHeldBackFeedOnlyWhileOneIsHeld() async {
        let now = SampleSchedule.at(SampleSchedule.day1, 12)
        let synchronizer = FakeSynchronizer(status: SyncStatus(lastSuccess: now))
        let window = Snapshot.window(showing: make(synchronizer), size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("synced 12:00") })
        window.handle(.character("A"))
        #expect(synchronizer.syncNowCount == 0, "nothing held back: A does nothing")
        synchronizer.publish(SyncStatus(lastSuccess: now, heldBack: ScheduleShrink(stored: 200, incoming: 1, removed: 199)))
        #expect(await eventually { Snapshot.text(of: window).contains("would remove 199 of 200 sessions") })
        window.handle(.character("A"))
        #expect(await eventually { synchronizer.syncNowCount == 1 })
        #expect(synchronizer.lastAcceptedShrink)
    }

    @Test func aRepairNoticeIsAnAlertOverTheTabs() async {
        let root = RootBuilder(tabs: screens.tabs, synchronizer: FakeSynchronizer(), clock: ManualSyncClock(SampleSchedule.at(SampleSchedule.day1, 12)), reminders: nil, localTimeZone: SampleSchedule.timeZone, notices: ["the schedule store /d/x.sqlite was damaged"]).makeRoot() as! RootViewController
        let window = Snapshot.window(showing: root, size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("the schedule store /d/x.sqlite was damaged") })
        #expect(Snapshot.text(of: window).contains("Podium repaired its files"))
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
