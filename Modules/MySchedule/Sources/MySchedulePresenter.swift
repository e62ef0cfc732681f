import Entities
import Foundation

/// Turns favorites into a plan: by day, each flagged when it collides with another favorite
/// or was retimed, moved or renamed; removed ones listed apart; and a short list of what
/// changed since the person last looked.
@MainActor
final class MySchedulePresenter: MySchedulePresentation, MyScheduleInteractorOutput {
    weak var view: MyScheduleView?
    let interactor: MyScheduleUseCase
    let router: MyScheduleWireframe
    private var content: MyScheduleContent?
    /// The newest change the person has seen (saved through the interactor); nil: none yet,
    /// so every change counts.
    private(set) var lastLooked: Date?

    static let recentChangeLimit = 5

    init(interactor: MyScheduleUseCase, router: MyScheduleWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(MyScheduleViewModel(recentChanges: [], sections: [], message: "Loading…"))
        interactor.start()
    }

    func viewDidDisappear() {
        if let newest = content?.changes.map(\.detectedAt).max(), lastLooked.map({ $0 < newest }) ?? true {
            lastLooked = newest
            interactor.markLooked(upTo: newest)
        }
        render()
    }

    func didSelectSession(_ sessionID: String) {
        guard content?.sessions.contains(where: { $0.id == sessionID }) == true else { return }
        router.presentSessionDetails(sessionID)
    }

    func didRemoveFavorite(_ sessionID: String) {
        interactor.removeFavorite(sessionID)
    }

    // MARK: MyScheduleInteractorOutput

    func didLoad(_ content: MyScheduleContent?) {
        self.content = content
        if let saved = content?.lastLooked { lastLooked = max(lastLooked ?? saved, saved) }
        render()
    }

    /// With the plan on show a failed re-read is an alert over it; with nothing shown yet the
    /// message takes its place.
    func didFail(_ message: String) {
        guard content == nil else { return router.showProblem("Could not read My schedule", message) }
        view?.show(MyScheduleViewModel(recentChanges: [], sections: [], message: message))
    }

    func didFailToSave(_ message: String) {
        router.showProblem("Not saved", message)
    }

    // MARK: Formatting

    private func render() {
        guard let content else {
            view?.show(MyScheduleViewModel(recentChanges: [], sections: [], message: "No schedule yet — syncing…"))
            return
        }
        guard !content.favorites.isEmpty else {
            view?.show(MyScheduleViewModel(recentChanges: [], sections: [],
                                           message: "Nothing in My schedule yet — press * on a session in the Agenda."))
            return
        }
        let zone = content.conferenceTimeZone
        let overlapping = Self.overlaps(content.sessions)
        var sections: [MyScheduleSectionModel] = []
        var byDay: [(day: LocalDate?, sessions: [Session])] = []
        for session in content.sessions {
            let day = session.startsAt.map { LocalDate($0, in: zone) }
            if let index = byDay.firstIndex(where: { $0.day == day }) { byDay[index].sessions.append(session) } else { byDay.append((day, [session])) }
        }
        for group in byDay.sorted(by: { ($0.day ?? .latest) < ($1.day ?? .latest) }) {
            sections.append(MyScheduleSectionModel(title: group.day?.longName ?? "Not scheduled yet",
                                                   rows: group.sessions.map { row(for: $0, overlapping: overlapping[$0.id] ?? [], in: content) }))
        }
        let removed = content.favorites.filter(\.sessionRemoved).map { favorite in
            let title = content.changes.first { $0.sessionID == favorite.sessionID && $0.kind == .removed }?.before?.title
            return MyScheduleRowModel(sessionID: favorite.sessionID, time: "", title: title ?? "Session \(favorite.sessionID)",
                                      detail: "", warnings: ["removed from the schedule — * forgets it"], canOpen: false)
        }
        if !removed.isEmpty { sections.append(MyScheduleSectionModel(title: "No longer in the schedule", rows: removed)) }
        view?.show(MyScheduleViewModel(recentChanges: recentChanges(content), sections: sections, message: nil))
    }

    /// Of each session, the others it overlaps, in one sweep over the sessions in time order
    /// (comparing each only with those still running when it starts, not with every other).
    static func overlaps(_ sessions: [Session]) -> [String: [Session]] {
        let timed = sessions.filter { $0.startsAt != nil && $0.endsAt != nil }.sorted { $0.startsAt! < $1.startsAt! }
        var found: [String: [Session]] = [:]
        var running: [Session] = []
        for session in timed {
            running.removeAll { $0.endsAt! <= session.startsAt! }
            for other in running where other.overlaps(session) {
                found[session.id, default: []].append(other)
                found[other.id, default: []].append(session)
            }
            running.append(session)
        }
        return found
    }

    /// Overlaps a row names; the rest are counted.
    static let namedOverlaps = 3

    private func row(for session: Session, overlapping: [Session], in content: MyScheduleContent) -> MyScheduleRowModel {
        let zone = content.conferenceTimeZone
        let others = overlapping.sorted { ($0.startsAt ?? .distantPast, $0.id) < ($1.startsAt ?? .distantPast, $1.id) }
        var warnings = others.prefix(Self.namedOverlaps).map { "overlaps “\($0.title)”" }
        if others.count > Self.namedOverlaps { warnings.append("and \(others.count - Self.namedOverlaps) more at the same time") }
        if let change = content.changes.first(where: { $0.sessionID == session.id && $0.kind != .added }) {
            warnings.append(describe(change, in: zone, short: true))
        }
        let detail = [session.room?.name, session.speakerNames.isEmpty ? nil : session.speakerNames].compactMap { $0 }.joined(separator: " · ")
        return MyScheduleRowModel(sessionID: session.id, time: session.timeRange(in: zone), title: session.title, detail: detail,
                                  warnings: warnings, canOpen: true)
    }

    private func recentChanges(_ content: MyScheduleContent) -> [String] {
        let recent = content.changes.filter { change in lastLooked.map { change.detectedAt > $0 } ?? true }
        var lines = recent.prefix(Self.recentChangeLimit).map { change in
            "“\(change.after?.title ?? change.before?.title ?? change.sessionID)” " + describe(change, in: content.conferenceTimeZone, short: false)
        }
        if recent.count > Self.recentChangeLimit { lines.append("and \(recent.count - Self.recentChangeLimit) more") }
        return lines
    }

    private func describe(_ change: ScheduleChange, in zone: TimeZone, short: Bool) -> String {
        switch change.kind {
        case .retimed:
            let was = change.before.map { when($0, in: zone) } ?? "?"
            return short ? "retimed, was \(was)" : "retimed to \(change.after.map { when($0, in: zone) } ?? "?") (was \(was))"
        case .moved:
            return "moved to \(change.after?.roomName ?? "no room") (was \(change.before?.roomName ?? "no room"))"
        case .renamed:
            return "renamed (was “\(change.before?.title ?? "")”)"
        case .removed:
            return "removed from the schedule"
        case .added:
            return "added to the schedule"
        }
    }

    private func when(_ snapshot: ScheduleChange.Snapshot, in zone: TimeZone) -> String {
        guard let start = snapshot.startsAt else { return "unscheduled" }
        let session = Session(id: "", title: snapshot.title, startsAt: start, endsAt: snapshot.endsAt)
        return "\(LocalDate(start, in: zone).shortName) \(session.timeRange(in: zone))"
    }
}

private extension LocalDate {
    /// Sorts "not scheduled yet" after every real day.
    static let latest = LocalDate(year: 9999, month: 12, day: 31)
}
