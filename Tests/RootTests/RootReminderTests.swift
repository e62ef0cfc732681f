import Entities
import Foundation
import NotifierTesting
import RootContract
import ScheduleTesting
import SessionDetailsTesting
import SynchronizerContract
import SynchronizerTesting
import TerminalUI
import TestHarness
import Testing
@testable import Root

struct ReminderRuleTests {
    let actors = SampleSchedule.actors   // 10:30, Hall A
    let ui = SampleSchedule.ui           // 13:00

    @Test func dueOnceWithinTheLeadAndNotOnceStarted() {
        var rule = ReminderRule(lead: 300)
        #expect(rule.due(in: [actors, ui], now: SampleSchedule.at(SampleSchedule.day1, 10, 24)).isEmpty, "six minutes before")
        #expect(rule.due(in: [actors, ui], now: SampleSchedule.at(SampleSchedule.day1, 10, 25)).map(\.id) == ["actors"])
        #expect(rule.due(in: [actors, ui], now: SampleSchedule.at(SampleSchedule.day1, 10, 27)).isEmpty, "once")
        var late = ReminderRule(lead: 300)
        #expect(late.due(in: [actors], now: SampleSchedule.at(SampleSchedule.day1, 10, 30)).isEmpty, "started: too late to remind")
    }

    @Test func aMovedSessionIsRemindedAgainAtItsNewTime() {
        var rule = ReminderRule(lead: 300)
        #expect(rule.due(in: [actors], now: SampleSchedule.at(SampleSchedule.day1, 10, 26)).count == 1)
        var moved = actors
        moved.startsAt = SampleSchedule.at(SampleSchedule.day1, 11, 0)
        #expect(rule.due(in: [moved], now: SampleSchedule.at(SampleSchedule.day1, 10, 56)).map(\.id) == ["actors"])
    }

    @Test func theNextCheckIsWhenTheNextSessionComesWithinTheLead() {
        let rule = ReminderRule(lead: 300)
        let now = SampleSchedule.at(SampleSchedule.day1, 10, 0)
        #expect(rule.nextCheck(in: [ui, actors, SampleSchedule.unscheduled], after: now) == SampleSchedule.at(SampleSchedule.day1, 10, 25))
        #expect(rule.nextCheck(in: [actors], after: SampleSchedule.at(SampleSchedule.day1, 10, 26)) == nil)
    }
}

@MainActor
struct RootReminderInteractorTests {
    @Test func favoritesAreAnnouncedAsTheyComeWithinTheLead() async throws {
        let store = SampleSchedule.store()
        let clock = ManualSyncClock(SampleSchedule.at(SampleSchedule.day1, 10, 20))
        try await store.personal.setFavorite("actors", true, at: .now)
        try await store.personal.setFavorite("ui", true, at: .now)
        let interactor = RootInteractor(synchronizer: FakeSynchronizer(), clock: clock, schedule: store, favorites: store.personal, reminderLead: .seconds(300))
        let output = OutputSpy()
        interactor.output = output
        do {
            interactor.start()
            try await Task.sleep(for: .milliseconds(50))
            #expect(output.due.isEmpty, "ten minutes before, nothing")
            clock.set(SampleSchedule.at(SampleSchedule.day1, 10, 26))
            #expect(await eventually { output.due.map(\.sessionID) == ["actors"] })
            let reminder = try #require(output.due.first)
            #expect(reminder == Reminder(sessionID: "actors", title: "Actors in Practice", roomName: "Hall A",
                                         startsAt: SampleSchedule.at(SampleSchedule.day1, 10, 30), timeZone: SampleSchedule.timeZone))
            // A favorite chosen inside its lead is announced at once.
            try await store.personal.setFavorite("nio", true, at: .now)
            #expect(await eventually { output.due.map(\.sessionID) == ["actors", "nio"] })
            clock.set(SampleSchedule.at(SampleSchedule.day1, 12, 56))
            #expect(await eventually { output.due.map(\.sessionID) == ["actors", "nio", "ui"] })
            try await Task.sleep(for: .milliseconds(50))
            #expect(output.due.count == 3, "each once")
            #expect(output.alreadyOnTheDesktop == [false, false, false])
            #expect(store.personal.remindersGiven.map(\.sessionID) == ["actors", "nio", "ui"], "recorded for the reminder timer")
        }
        withExtendedLifetime(interactor) {}
    }

    @Test func aReminderTheTimerGaveIsSaidInTheAppButNotOnTheDesktopAgain() async throws {
        let store = SampleSchedule.store()
        let clock = ManualSyncClock(SampleSchedule.at(SampleSchedule.day1, 10, 26))
        try await store.personal.setFavorite("actors", true, at: .now)
        _ = try await store.personal.claimReminder(sessionID: "actors", startsAt: SampleSchedule.at(SampleSchedule.day1, 10, 30), at: clock.now())
        let interactor = RootInteractor(synchronizer: FakeSynchronizer(), clock: clock, schedule: store, favorites: store.personal, reminderLead: .seconds(300))
        let output = OutputSpy()
        interactor.output = output
        interactor.start()
        #expect(await eventually { output.due.map(\.sessionID) == ["actors"] })
        #expect(output.alreadyOnTheDesktop == [true])
        withExtendedLifetime(interactor) {}
    }

    @Test func aRemovedFavoriteIsNotAnnounced() async throws {
        let store = SampleSchedule.store()
        let clock = ManualSyncClock(SampleSchedule.at(SampleSchedule.day1, 10, 20))
        try await store.personal.setFavorite("actors", true, at: .now)
        let interactor = RootInteractor(synchronizer: FakeSynchronizer(), clock: clock, schedule: store, favorites: store.personal, reminderLead: .seconds(300))
        let output = OutputSpy()
        interactor.output = output
        do {
            interactor.start()
            #expect(await eventually { store.listenerCount >= 1 })
            let reads = store.personal.favoritesReads
            try await store.personal.setFavorite("actors", false, at: .now)
            // The store answers on this actor, so the re-read is delivered with the read itself.
            #expect(await eventually { store.personal.favoritesReads > reads })
            clock.set(SampleSchedule.at(SampleSchedule.day1, 10, 27))
            try await Task.sleep(for: .milliseconds(100))
            #expect(output.due.isEmpty)
        }
        withExtendedLifetime(interactor) {}
    }

    @Test func noLeadNoReading() async throws {
        let store = SampleSchedule.store()
        let interactor = RootInteractor(synchronizer: FakeSynchronizer(), clock: ManualSyncClock(.now), schedule: store, favorites: store.personal, reminderLead: .zero)
        do {
            interactor.start()
            try await Task.sleep(for: .milliseconds(30))
            #expect(store.listenerCount == 0 && store.personal.listenerCount == 0)
        }
        withExtendedLifetime(interactor) {}
    }
}

@MainActor
struct RootReminderPresenterTests {
    let view = ViewSpy()
    let router = RouterSpy()
    let soon = Reminder(sessionID: "actors", title: "Actors in Practice", roomName: "Hall A",
                        startsAt: SampleSchedule.at(SampleSchedule.day1, 10, 30), timeZone: SampleSchedule.timeZone)
    let alongside = Reminder(sessionID: "nio", title: "SwiftNIO from Scratch", roomName: "Hall B",
                             startsAt: SampleSchedule.at(SampleSchedule.day1, 10, 30), timeZone: SampleSchedule.timeZone)

    func makePresenter() -> RootPresenter {
        let presenter = RootPresenter(interactor: InteractorSpy(), router: router, localTimeZone: TimeZone(identifier: "UTC")!)
        presenter.view = view
        return presenter
    }

    @Test func aReminderIsABannerLineAndADesktopNotification() {
        let presenter = makePresenter()
        presenter.reminderIsDue(soon, now: SampleSchedule.at(SampleSchedule.day1, 10, 25).addingTimeInterval(20), alreadyOnTheDesktop: false)
        #expect(view.banners.last == ["⏰ 10:30 Hall A — Actors in Practice  · Enter opens · Esc hides"],
                "the conference's clock, not this machine's (UTC)")
        #expect(router.desktop.first?.title == "In 5 min: Actors in Practice")
        #expect(router.desktop.first?.body == "10:30 · Hall A")
    }

    @Test func aReminderTheTimerAlreadyGaveIsABannerLineOnly() {
        let presenter = makePresenter()
        presenter.reminderIsDue(soon, now: SampleSchedule.at(SampleSchedule.day1, 10, 25), alreadyOnTheDesktop: true)
        #expect(view.banners.last?.count == 1)
        #expect(router.desktop.isEmpty, "the desktop heard it from the timer")
    }

    @Test func enterOpensTheFirstAndEscHidesTheRest() {
        let presenter = makePresenter()
        presenter.reminderIsDue(soon, now: SampleSchedule.at(SampleSchedule.day1, 10, 25), alreadyOnTheDesktop: false)
        presenter.reminderIsDue(alongside, now: SampleSchedule.at(SampleSchedule.day1, 10, 25), alreadyOnTheDesktop: false)
        #expect(view.banners.last == ["⏰ 10:30 Hall A — Actors in Practice  · Enter opens the first · Esc hides all",
                                      "⏰ 10:30 Hall B — SwiftNIO from Scratch"])
        presenter.didChooseReminder()
        #expect(router.opened == ["actors"])
        #expect(view.banners.last == ["⏰ 10:30 Hall B — SwiftNIO from Scratch  · Enter opens · Esc hides"])
        presenter.didDismissReminders()
        #expect(view.banners.last == [])
        presenter.didChooseReminder()
        #expect(router.opened == ["actors"], "nothing left to open")
    }

    @Test func aLongListIsCounted() {
        let presenter = makePresenter()
        for index in 0..<5 {
            presenter.reminderIsDue(Reminder(sessionID: "s\(index)", title: "Talk \(index)", startsAt: soon.startsAt, timeZone: soon.timeZone),
                                    now: SampleSchedule.at(SampleSchedule.day1, 10, 25), alreadyOnTheDesktop: false)
        }
        #expect(view.banners.last?.count == RootPresenter.bannerLimit + 1)
        #expect(view.banners.last?.last == "   and 2 more")
    }
}

@MainActor
struct RootReminderRouterAndViewTests {
    let screens = ScreenSpy()
    let details = SessionDetailsBuilderSpy()
    let notifier = NotifierSpy()

    func make(_ store: InMemoryScheduleStore, at time: Date) -> RootViewController {
        RootBuilder(tabs: screens.tabs, synchronizer: FakeSynchronizer(), clock: ManualSyncClock(time), reminders: RootReminders(schedule: store, favorites: store.personal, minutesBefore: 5, sessionDetails: details, notifier: notifier), localTimeZone: SampleSchedule.timeZone, notices: []).makeRoot() as! RootViewController
    }

    /// A title longer than the line is cut short before the keys, which stay on the banner's
    /// line at every width from 40 to 200 (at 110 they used to wrap onto a line of their own).
    @Test func theBannersKeysNeverWrapHoweverLongTheTitle() async throws {
        let long = Session(id: "long", title: "Reproducible builds across every distribution, from the bootloader up to the desktop, in practice",
                           startsAt: SampleSchedule.at(SampleSchedule.day1, 10, 30), endsAt: SampleSchedule.at(SampleSchedule.day1, 11, 0),
                           room: SampleSchedule.hallA)
        let store = SampleSchedule.store()
        store.replaceSessions(SampleSchedule.feed.sessions + [long], at: SampleSchedule.at(SampleSchedule.day1, 8, 0))
        try await store.personal.setFavorite("long", true, at: Date())
        for width in [40, 60, 80, 110, 200] {
            let size = Size(width: width, height: 16)
            let window = Snapshot.window(showing: make(store, at: SampleSchedule.at(SampleSchedule.day1, 10, 26)), size: size)
            #expect(await eventually { Snapshot.text(of: window).contains("⏰ 10:30 Hall A — Reproducible") })
            let lines = Snapshot.text(of: window).split(separator: "\n", omittingEmptySubsequences: false)
            let banner = lines[size.height - 2]
            #expect(!lines[size.height - 3].contains("Esc hides"), "at \(width): the keys wrapped\n\(Snapshot.text(of: window))")
            if width >= 80 { #expect(banner.hasSuffix("Enter opens · Esc hides"), "at \(width): \(banner)") }
            #expect(banner.contains("…") == (width < 140), "cut short only when it does not fit, at \(width): \(banner)")
        }
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func theBannerSitsOverTheStatusLineAndEnterOpensTheSessionOnTheTabOnShow(size: Size) async throws {
        let store = SampleSchedule.store()
        try await store.personal.setFavorite("actors", true, at: .now)
        let window = Snapshot.window(showing: make(store, at: SampleSchedule.at(SampleSchedule.day1, 10, 26)), size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("⏰ 10:30 Hall A — Actors in Practice") })
        let lines = Snapshot.text(of: window).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[size.height - 2].contains("⏰ 10:30 Hall A — Actors in Practice") && lines[size.height - 2].hasSuffix("Enter opens · Esc hides"))
        #expect(lines[size.height - 1].contains("s sync · ? keys · q quit"), "the status line stays at the bottom")
        #expect(await eventually { notifier.notifications.count == 1 })
        #expect(notifier.notifications.first?.title == "In 4 min: Actors in Practice")

        window.handle(.character("2"))
        window.handle(.enter)
        #expect(details.requests == ["actors"])
        #expect(window.activeViewController?.title == "Details of actors (spy)", "pushed on My schedule's stack")
        #expect(!Snapshot.text(of: window).contains("⏰"), "the banner went with its only reminder")
        window.handle(.escape)
        #expect(window.activeViewController?.title == "My schedule (spy)", "Esc is the screen's again: back")
    }

    @Test func escHidesTheBannerAndTheTabGetsItsLineBack() async throws {
        let store = SampleSchedule.store()
        try await store.personal.setFavorite("actors", true, at: .now)
        let window = Snapshot.window(showing: make(store, at: SampleSchedule.at(SampleSchedule.day1, 10, 26)), size: Size(width: 80, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("⏰") })
        window.handle(.escape)
        #expect(!Snapshot.text(of: window).contains("⏰"))
        #expect(details.requests.isEmpty)
    }

    @Test func theModuleWithRemindersIsReleasedWithTheWindowsRoot() async throws {
        var tracker = LeakTracker()
        let store = SampleSchedule.store()
        try await store.personal.setFavorite("ui", true, at: .now)
        do {
            let root = make(store, at: SampleSchedule.at(SampleSchedule.day1, 10, 0))
            let window = Snapshot.window(showing: root, size: Size(width: 80, height: 24))
            let presenter = root.presenter as! RootPresenter
            tracker.trackModule(view: root, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 }, "the favorites are no longer read")
    }
}
