import Entities
import Foundation
import ScheduleTesting
import Testing
@testable import MySchedule

@MainActor
final class ViewSpy: MyScheduleView {
    var models: [MyScheduleViewModel] = []
    var last: MyScheduleViewModel? { models.last }
    func show(_ model: MyScheduleViewModel) { models.append(model) }
}

@MainActor
final class InteractorSpy: MyScheduleUseCase {
    var starts = 0
    var removed: [String] = []
    var seen = 0
    func start() { starts += 1 }
    func removeFavorite(_ sessionID: String) { removed.append(sessionID) }
    func markChangesSeen() { seen += 1 }
}

@MainActor
final class RouterSpy: MyScheduleWireframe {
    var details: [String] = []
    func presentSessionDetails(_ sessionID: String) { details.append(sessionID) }
    var problems: [String] = []
    func showProblem(_ title: String, _ message: String) { problems.append("\(title): \(message)") }
}

@MainActor
struct MySchedulePresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()
    let added = SampleSchedule.at(SampleSchedule.day1, 7)
    let synced = SampleSchedule.at(SampleSchedule.day1, 8)

    func makePresenter() -> MySchedulePresenter {
        let presenter = MySchedulePresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    /// The plan the Interactor makes of these favorites (its rules are tested in MyScheduleInteractorTests).
    func content(_ sessions: [Session], removed: [String] = [], changes: [ScheduleChange] = [], lastLooked: Date? = nil) -> MySchedulePlan {
        MySchedulePlanning.plan(.init(conferenceTimeZone: SampleSchedule.timeZone,
                                      favorites: sessions.map { Favorite(sessionID: $0.id, addedAt: added) }
                                          + removed.map { Favorite(sessionID: $0, addedAt: added) },
                                      sessions: sessions, changes: changes, lastLooked: lastLooked))
    }

    /// After a restart, changes the person saw before are not "since you last looked" again.
    @Test func whatWasSeenBeforeARestartStaysSeen() {
        let presenter = makePresenter()
        let renamed = ScheduleChange(sessionID: "nio", kind: .renamed, before: .init(SampleSchedule.nio), after: .init(SampleSchedule.nio),
                                     detectedAt: synced)
        presenter.didLoad(content([SampleSchedule.nio], changes: [renamed], lastLooked: synced))
        #expect(view.last?.recentChanges == [])
        #expect(view.last?.sections.first?.rows.first?.warnings.isEmpty == false, "the row still says it was renamed")
        presenter.viewDidDisappear()
        #expect(interactor.seen == 1, "leaving the screen tells the Interactor; whether anything is saved is its rule")
    }

    /// Whom the picks are synced with, and when each last agreed, in the conference's time.
    @Test func thePartnersThePicksAreSyncedWithAreSaid() {
        let presenter = makePresenter()
        var plan = content([SampleSchedule.nio])
        plan.syncedWith = [("pretalx at https://pretalx.example.org/democon/", synced), ("podium-server at https://attendees.example.org", nil)]
        presenter.didLoad(plan)
        #expect(view.last?.syncLine == "Synced with pretalx at https://pretalx.example.org/democon/ · last Mon 23 Nov 08:00; "
                + "podium-server at https://attendees.example.org · not yet")
        presenter.didLoad(content([SampleSchedule.nio]))
        #expect(view.last?.syncLine == nil, "kept on this device alone: nothing to say")
    }

    @Test func failuresWithThePlanShownAreAlerts() {
        let presenter = makePresenter()
        presenter.didLoad(content([SampleSchedule.nio]))
        let shown = view.last
        presenter.didFail("the schedule store /d/demo.sqlite is busy")
        #expect(view.last == shown)
        presenter.didFailToSave("The favorite was not removed: the disk is full")
        #expect(router.problems == ["Could not read My schedule: the schedule store /d/demo.sqlite is busy",
                                    "Not saved: The favorite was not removed: the disk is full"])
    }

    /// Overlaps are found in one sweep, and a row names three and counts the rest: a plan of
    /// hundreds of favorites at once neither freezes the screen nor fills it with names.
    @Test func manyOverlapsAreNamedThenCounted() {
        let presenter = makePresenter()
        let start = SampleSchedule.at(SampleSchedule.day1, 10)
        let sessions = (0..<60).map { Session(id: "s\($0)", title: "Talk \($0)", startsAt: start, endsAt: start + 1800) }
        presenter.didLoad(content(sessions))
        let warnings = view.last?.sections.first?.rows.first?.warnings ?? []
        #expect(warnings.count == 4)
        #expect(warnings.last == "and 56 more at the same time")
        #expect(Session.overlaps(among: [SampleSchedule.nio, SampleSchedule.actors]).isEmpty == !SampleSchedule.nio.overlaps(SampleSchedule.actors))
    }

    @Test func emptyAndFirstLaunchStatesAreSaid() {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(interactor.starts == 1)
        presenter.didLoad(nil)
        #expect(view.last?.message == "No schedule yet — syncing…")
        presenter.didLoad(content([]))
        #expect(view.last?.message == "Nothing in My schedule yet — press * on a session in the Agenda.")
    }

    @Test func favoritesByDayWithOverlapsFlagged() {
        let presenter = makePresenter()
        presenter.didLoad(content([SampleSchedule.actors, SampleSchedule.nio, SampleSchedule.testing, SampleSchedule.unscheduled]))
        let sections = view.last!.sections
        #expect(sections.map(\.title) == ["Monday 23 November", "Tuesday 24 November", "Not scheduled yet"])
        #expect(sections[0].rows.map(\.title) == ["Actors in Practice", "SwiftNIO from Scratch"])
        #expect(sections[0].rows[0].warnings == ["overlaps “SwiftNIO from Scratch”"])
        #expect(sections[0].rows[1].warnings == ["overlaps “Actors in Practice”"])
        #expect(sections[1].rows[0].warnings.isEmpty)
        #expect(sections[1].rows[0].detail == "Hall A · Zoë Müller")
    }

    @Test func retimedMovedAndRemovedFavoritesAreFlaggedAndListedAsChanges() {
        let presenter = makePresenter()
        var retimed = SampleSchedule.nio
        retimed.startsAt = SampleSchedule.at(SampleSchedule.day1, 14)
        retimed.endsAt = SampleSchedule.at(SampleSchedule.day1, 14, 45)
        let changes = [
            ScheduleChange(sessionID: "nio", kind: .retimed, before: .init(SampleSchedule.nio), after: .init(retimed), detectedAt: synced),
            ScheduleChange(sessionID: "ui", kind: .removed, before: .init(SampleSchedule.ui), after: nil, detectedAt: synced),
        ]
        presenter.didLoad(content([retimed], removed: ["ui"], changes: changes))
        let sections = view.last!.sections
        #expect(sections[0].rows[0].warnings == ["retimed, was Mon 23 Nov 10:30–11:15"])
        #expect(sections.last?.title == "No longer in the schedule")
        #expect(sections.last?.rows.first?.title == "Terminal UIs that Feel Native")
        #expect(sections.last?.rows.first?.canOpen == false)
        #expect(view.last?.recentChanges == ["“SwiftNIO from Scratch” retimed to Mon 23 Nov 14:00–14:45 (was Mon 23 Nov 10:30–11:15)",
                                              "“Terminal UIs that Feel Native” removed from the schedule"])

        // Once seen, they are no longer "since you last looked"; the row flags stay.
        presenter.viewDidDisappear()
        #expect(interactor.seen == 1)
        presenter.didLoad(content([retimed], removed: ["ui"], changes: changes, lastLooked: synced))
        #expect(view.last?.recentChanges == [])
        #expect(view.last?.sections[0].rows[0].warnings == ["retimed, was Mon 23 Nov 10:30–11:15"])
        let later = ScheduleChange(sessionID: "nio", kind: .moved, before: .init(retimed), after: .init(title: retimed.title,
                                   startsAt: retimed.startsAt, endsAt: retimed.endsAt, roomName: "Hall A"), detectedAt: synced + 60)
        presenter.didLoad(content([retimed], removed: ["ui"], changes: [later] + changes, lastLooked: synced))
        #expect(view.last?.recentChanges == ["“SwiftNIO from Scratch” moved to Hall A (was Hall B)"])
    }

    @Test func manyChangesAreCutShort() {
        let presenter = makePresenter()
        let changes = (0..<8).map { ScheduleChange(sessionID: "nio", kind: .renamed, before: .init(SampleSchedule.nio),
                                                   after: .init(SampleSchedule.nio), detectedAt: synced + Double($0)) }
        presenter.didLoad(content([SampleSchedule.nio], changes: changes))
        #expect(view.last?.recentChanges.count == 6)
        #expect(view.last?.recentChanges.last == "and 3 more")
    }

    @Test func openingAndRemoving() {
        let presenter = makePresenter()
        presenter.didLoad(content([SampleSchedule.nio], removed: ["gone"]))
        presenter.didSelectSession("nio")
        presenter.didSelectSession("gone")
        #expect(router.details == ["nio"])
        presenter.didRemoveFavorite("gone")
        #expect(interactor.removed == ["gone"])
        // With nothing shown yet, a failure takes the screen (with the plan shown it is an alert).
        let fresh = MySchedulePresenter(interactor: interactor, router: router)
        fresh.view = view
        fresh.didFail("cannot read My schedule: disk I/O error")
        #expect(view.last?.message == "cannot read My schedule: disk I/O error")
    }
}
