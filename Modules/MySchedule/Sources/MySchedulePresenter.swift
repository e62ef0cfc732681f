import Entities
import Formatting
import Foundation

/// Puts the plan into words: favorites by day, each flagged when it collides with another or
/// was retimed, moved or renamed; removed ones listed apart; and a short list of what changed
/// since the person last looked.
@MainActor
final class MySchedulePresenter: MySchedulePresentation, MyScheduleInteractorOutput {
    weak var view: MyScheduleView?
    let interactor: MyScheduleUseCase
    let router: MyScheduleWireframe
    private var plan: MySchedulePlan?
    private var clock: ConferenceClock?

    static let recentChangeLimit = 5
    /// Overlaps a row names; the rest are counted.
    static let namedOverlaps = 3

    init(interactor: MyScheduleUseCase, router: MyScheduleWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(MyScheduleViewModel(recentChanges: [], sections: [], message: "Loading…"))
        interactor.start()
    }

    func viewDidDisappear() {
        interactor.markChangesSeen()
    }

    func didSelectSession(_ sessionID: String) {
        guard plan?.entries.contains(where: { $0.session.id == sessionID }) == true else { return }
        router.presentSessionDetails(sessionID)
    }

    func didRemoveFavorite(_ sessionID: String) {
        interactor.removeFavorite(sessionID)
    }

    // MARK: MyScheduleInteractorOutput

    func didLoad(_ plan: MySchedulePlan?) {
        self.plan = plan
        if clock?.timeZone != plan?.conferenceTimeZone { clock = plan.map { ConferenceClock(timeZone: $0.conferenceTimeZone) } }
        render()
    }

    /// With the plan on show a failed re-read is an alert over it; with nothing shown yet the
    /// message takes its place.
    func didFail(_ message: String) {
        guard plan == nil else { return router.showProblem("Could not read My schedule", message) }
        view?.show(MyScheduleViewModel(recentChanges: [], sections: [], message: message))
    }

    func didFailToSave(_ message: String) {
        router.showProblem("Not saved", message)
    }

    // MARK: Formatting

    private func render() {
        guard let plan, let clock else {
            view?.show(MyScheduleViewModel(recentChanges: [], sections: [], message: "No schedule yet — syncing…"))
            return
        }
        guard plan.hasFavorites else {
            view?.show(MyScheduleViewModel(recentChanges: [], syncLine: syncLine(plan, clock: clock), sections: [],
                                           message: "Nothing in My schedule yet — press * on a session in the Agenda."))
            return
        }
        var sections = DayGroups.group(plan.entries, in: clock.timeZone, startsAt: \.session.startsAt).map { group in
            MyScheduleSectionModel(title: group.day.map(clock.longName(of:)) ?? "Not scheduled yet",
                                   rows: group.items.map { row(for: $0, clock: clock) })
        }
        let removed = plan.removed.map { favorite in
            MyScheduleRowModel(sessionID: favorite.sessionID, time: "", title: favorite.title ?? "Session \(favorite.sessionID)",
                               detail: "", warnings: ["removed from the schedule — * forgets it"], canOpen: false)
        }
        if !removed.isEmpty { sections.append(MyScheduleSectionModel(title: "No longer in the schedule", rows: removed)) }
        view?.show(MyScheduleViewModel(recentChanges: recentChanges(plan, clock: clock), syncLine: syncLine(plan, clock: clock),
                                       sections: sections, message: nil))
    }

    /// Whom the picks are synced with, and when each last agreed, in the conference's time.
    private func syncLine(_ plan: MySchedulePlan, clock: ConferenceClock) -> String? {
        guard !plan.syncedWith.isEmpty else { return nil }
        return "Synced with " + plan.syncedWith.map { partner in
            partner.name + (partner.lastSynced.map { " · last \(clock.dayAndTime($0))" } ?? " · not yet")
        }.joined(separator: "; ")
    }

    private func row(for entry: MySchedulePlan.Entry, clock: ConferenceClock) -> MyScheduleRowModel {
        let others = entry.overlapping
        var warnings = others.prefix(Self.namedOverlaps).map { "overlaps “\($0.title)”" }
        if others.count > Self.namedOverlaps { warnings.append("and \(others.count - Self.namedOverlaps) more at the same time") }
        if let change = entry.change { warnings.append(ChangeText.describe(change, clock: clock, short: true)) }
        let session = entry.session
        return MyScheduleRowModel(sessionID: session.id, time: clock.timeRange(of: session), title: session.title,
                                  detail: SessionText.detail(of: session, showingTrack: false),
                                  warnings: warnings, canOpen: true)
    }

    private func recentChanges(_ plan: MySchedulePlan, clock: ConferenceClock) -> [String] {
        let recent = plan.unseenChanges
        var lines = recent.prefix(Self.recentChangeLimit).map { change in
            "“\(change.after?.title ?? change.before?.title ?? change.sessionID)” " + ChangeText.describe(change, clock: clock, short: false)
        }
        if recent.count > Self.recentChangeLimit { lines.append("and \(recent.count - Self.recentChangeLimit) more") }
        return lines
    }
}
