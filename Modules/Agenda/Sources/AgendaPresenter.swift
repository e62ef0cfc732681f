import Entities
import FavoriteToggle
import FiltersContract
import Formatting
import Foundation

/// Decides what the Agenda shows: which day, through which filter, or which search; groups
/// sessions into time slots (or search results into days), marks "now", and says so in words
/// when there is nothing to show.
@MainActor
final class AgendaPresenter: AgendaPresentation, AgendaInteractorOutput, FiltersDelegate {
    weak var view: AgendaView?
    let interactor: AgendaUseCase
    let router: AgendaWireframe

    private var conference: Conference?
    /// Times and days in the conference's zone.
    private var clock: ConferenceClock?
    private var catalog = FilterNames()
    private var days = DayChoice()
    private(set) var filter = SessionFilter.all
    private(set) var searchText: String?
    private var sections: [AgendaSectionModel] = []
    private var message: String? = "Loading…"
    private var favorites = FavoriteMarks()
    private var changes = RecentChanges()
    /// The rows on show, to flip a favorite at once.
    private var shownSessions: [Session] = []
    private var shownGrouping: Grouping = .slots(now: nil)
    private var pendingFocus: String?
    /// The search whose results have had the highlight put on their top: later answers to it
    /// (the rest of the list, a re-read after a change) leave the highlight where it is.
    private var searchFocused: String?

    private enum Grouping { case slots(now: Date?), days }

    init(interactor: AgendaUseCase, router: AgendaWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        render()
        interactor.start()
    }

    // MARK: AgendaPresentation

    func didChooseDay(_ index: Int) {
        guard searchText == nil, days.choose(index) else { return }
        showChosenDay()
    }

    /// Back to now ends a search too: "now" is a day's slot.
    func didAskForNow() {
        guard let conference, days.chooseNow(interactor.currentTime(), timeZone: conference.timeZone) else { return }
        searchText = nil
        searchFocused = nil
        showChosenDay()
    }

    func didMoveDay(by offset: Int) {
        guard searchText == nil, days.move(by: offset) else { return }
        showChosenDay()
    }

    func didSelectSession(_ sessionID: String) {
        router.presentSessionDetails(sessionID)
    }

    func didToggleFavorite(_ sessionID: String) {
        let isFavorite = favorites.toggle(sessionID)
        regroup()  // at once; the store's change event confirms it
        render()
        interactor.setFavorite(sessionID, isFavorite)
    }

    func didChangeSearch(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return didCancelSearch() }
        searchText = trimmed
        interactor.search(trimmed)
    }

    func didCancelSearch() {
        guard searchText != nil else { return }
        searchText = nil
        searchFocused = nil
        days.refocus()
        showChosenDay()
    }

    func didAskForFilters() {
        router.presentFilters(current: filter, delegate: self)
    }

    // MARK: FiltersDelegate

    func filtersDidApply(_ filter: SessionFilter) {
        self.filter = filter
        days.refocus()
        if searchText == nil { showChosenDay() } else { render() }
    }

    // MARK: AgendaInteractorOutput

    func didLoadConference(_ conference: Conference?, catalog: FilterNames, now: Date) {
        self.conference = conference
        if clock?.timeZone != conference?.timeZone { clock = conference.map { ConferenceClock(timeZone: $0.timeZone) } }
        self.catalog = catalog
        let dayChanged = days.load(conference?.days ?? [], now: now, timeZone: conference?.timeZone ?? .gmt)
        guard let conference, !conference.days.isEmpty else {
            sections = []
            message = conference == nil ? "No schedule yet — syncing…"
                : "0 sessions — the schedule is not published yet. Podium looks again at every sync."
            render()
            return
        }
        if dayChanged, searchText == nil {
            showChosenDay()
        } else {
            render()
        }
    }

    func didLoadDay(_ day: LocalDate, sessions: [Session], now: Date) {
        guard searchText == nil, let conference, days.day == day else { return }
        shownSessions = sessions
        let isToday = LocalDate(now, in: conference.timeZone) == day
        shownGrouping = .slots(now: isToday ? now : nil)
        regroup()
        if days.takeFocus() {   // a day just chosen: its current slot, or its top
            pendingFocus = nowSlotFirstSession(sessions, now: isToday ? now : nil) ?? sessions.first?.id
        }
        render()
    }

    func didFindSessions(_ sessions: [Session], for text: String) {
        guard text == searchText else { return }  // an answer to an older keystroke
        shownSessions = sessions
        shownGrouping = .days
        regroup()
        if searchFocused != text {
            searchFocused = text
            pendingFocus = self.sections.first?.rows.first?.sessionID  // the top of the list, as shown
        }
        render()
    }

    func didLoadFavorites(_ favorites: Set<String>) {
        guard self.favorites.load(favorites) else { return }
        regroup()
        render()
    }

    func didLoadChanges(_ changes: RecentChanges) {
        guard changes != self.changes else { return }
        self.changes = changes
        regroup()
        render()
    }

    /// A failed read with a list on show keeps the list and says so over it (a busy store is
    /// usually busy for a moment); with nothing on show the message takes its place.
    func didFail(_ message: String) {
        guard sections.isEmpty else { return router.showProblem("Could not read the schedule", message) }
        self.message = message
        render()
    }

    func didFailToSaveFavorite(_ sessionID: String, _ isFavorite: Bool, _ message: String) {
        favorites.revert(sessionID, wanted: isFavorite)
        regroup()
        render()
        router.showProblem(FavoriteMarks.failureTitle(wanted: isFavorite), message)
    }

    // MARK: Formatting

    /// The day strip and title change at once; the rows follow when the store answers.
    private func showChosenDay() {
        if let day = days.day { interactor.loadDay(day, filter: filter) }
        render()
    }

    private func regroup() {
        guard let clock else { return }
        switch shownGrouping {
        case .slots(let now):
            sections = slots(of: shownSessions, clock: clock, now: now)
            message = sections.isEmpty
                ? (filter.isEmpty ? "Nothing is scheduled on this day." : "No sessions match these filters — f changes them.")
                : nil
        case .days:
            sections = DayGroups.group(shownSessions, in: clock.timeZone, startsAt: \.startsAt).map { group in
                AgendaSectionModel(title: group.day.map(clock.longName(of:)) ?? "Not scheduled yet", rows: group.items.map { row(for: $0, clock: clock) })
            }
            message = sections.isEmpty ? "No sessions match “\(searchText ?? "")”." : nil
        }
    }

    /// Sessions that start together, in time order.
    private func timeSlots(_ sessions: [Session]) -> [(start: Date, sessions: [Session])] {
        var slots: [(start: Date, sessions: [Session])] = []
        for session in sessions {
            guard let start = session.startsAt else { continue }
            if slots.last?.start == start { slots[slots.count - 1].sessions.append(session) } else { slots.append((start, [session])) }
        }
        return slots
    }

    private func slots(of sessions: [Session], clock: ConferenceClock, now: Date?) -> [AgendaSectionModel] {
        let slots = timeSlots(sessions)
        let marked = now.flatMap { markedSlot(slots, now: $0) }
        return slots.enumerated().map { index, slot in
            AgendaSectionModel(title: clock.time(slot.start), marker: index == marked?.index ? marked?.label : nil,
                               rows: slot.sessions.map { row(for: $0, clock: clock) })
        }
    }

    /// The slot under way ("now"), or else the next one to start ("next").
    private func markedSlot(_ slots: [(start: Date, sessions: [Session])], now: Date) -> (index: Int, label: String)? {
        if let current = slots.lastIndex(where: { slot in slot.start <= now && slot.sessions.contains { ($0.endsAt ?? slot.start) > now } }) {
            return (current, "now")
        }
        return slots.firstIndex { $0.start > now }.map { ($0, "next") }
    }

    private func nowSlotFirstSession(_ sessions: [Session], now: Date?) -> String? {
        let slots = timeSlots(sessions)
        guard let now, let marked = markedSlot(slots, now: now) else { return nil }
        return slots[marked.index].sessions.first?.id
    }

    private func row(for session: Session, clock: ConferenceClock) -> AgendaRowModel {
        AgendaRowModel(sessionID: session.id, time: clock.timeRange(of: session), title: session.title, detail: SessionText.detail(of: session),
                       isFavorite: favorites.contains(session.id), kind: SessionText.kind(of: session),
                       warnings: ChangeText.marks(changes, of: session.id, clock: clock))
    }

    private var title: String {
        if let searchText { return FilterTitle.title("Agenda", showingOnly: ["search “\(searchText)”"], hidden: catalog.hiddenNames) }
        return FilterTitle.title("Agenda", showingOnly: catalog.names(of: filter), hidden: catalog.hiddenNames)
    }

    private func render() {
        let model = AgendaViewModel(title: title, days: days.labels(clock), selectedDay: searchText == nil ? days.index : nil,
                                    sections: message == nil ? sections : [], message: message, focusSessionID: pendingFocus)
        pendingFocus = nil
        view?.show(model)
    }
}
