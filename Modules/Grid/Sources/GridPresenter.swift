import Entities
import FavoriteToggle
import FiltersContract
import Formatting
import Foundation

/// Decides what the Grid shows: which day through which filter, where each session's box goes
/// (GridLayout), where the now line is, and which box the highlight is on as the arrows move it.
@MainActor
final class GridPresenter: GridPresentation, GridInteractorOutput, FiltersDelegate {
    weak var view: GridView?
    let interactor: GridUseCase
    let router: GridWireframe

    private var conference: Conference?
    private var clock: ConferenceClock?
    private var catalog = FilterNames()
    private var days = DayChoice()
    private(set) var filter = SessionFilter.all
    private var favorites = FavoriteMarks() { didSet { boxes = nil } }
    private var changes = RecentChanges() { didSet { boxes = nil } }
    private var layout: GridLayout? { didSet { boxes = nil } }
    /// The boxes as drawn, made again only when the day, the favorites or the changes do: a
    /// key that moves the highlight changes nothing else.
    private var boxes: [GridBox]?
    private var now: Date?
    private var message: String? = "Loading…"
    private(set) var selectedID: String?

    init(interactor: GridUseCase, router: GridWireframe) {
        (self.interactor, self.router) = (interactor, router)
    }

    func viewDidLoad() {
        render()
        interactor.start()
    }

    // MARK: GridPresentation

    func didChooseDay(_ index: Int) {
        if days.choose(index) { showChosenDay() }
    }

    func didAskForNow() {
        guard let conference, days.chooseNow(interactor.currentTime(), timeZone: conference.timeZone) else { return }
        showChosenDay()
    }

    func didMoveDay(by offset: Int) {
        if days.move(by: offset) { showChosenDay() }
    }

    func didMove(_ move: GridMove) {
        guard let layout, let current = layout.placed.first(where: { layout.session(of: $0).id == selectedID }) ?? layout.placed.first else { return }
        let target: GridLayout.Placed?
        let column = layout.placed.filter { $0.column == current.column }.sorted { ($0.firstRow, $0.lane) < ($1.firstRow, $1.lane) }
        let position = column.firstIndex { $0.index == current.index } ?? 0
        let hour = max(1, 60 / layout.rowMinutes)
        switch move {
        case .up: target = position > 0 ? column[position - 1] : nil
        case .down: target = position + 1 < column.count ? column[position + 1] : nil
        case .pageUp: target = column.last { $0.firstRow <= current.firstRow - hour } ?? column.first
        case .pageDown: target = column.first { $0.firstRow >= current.firstRow + hour } ?? column.last
        case .left, .right:
            // The nearest column that has sessions, and in it the one nearest in time.
            let step = move == .left ? -1 : 1
            var other = current.column + step
            var found: GridLayout.Placed?
            while found == nil, (0..<layout.columns.count).contains(other) {
                found = layout.placed.filter { $0.column == other }.min { a, b in
                    (Self.distance(a, to: current), a.lane) < (Self.distance(b, to: current), b.lane)
                }
                other += step
            }
            target = found
        }
        guard let target, layout.session(of: target).id != selectedID else { return }
        selectedID = layout.session(of: target).id
        render()
    }

    /// 0 when a box covers the other's first row; else how many rows lie between them.
    private static func distance(_ box: GridLayout.Placed, to other: GridLayout.Placed) -> Int {
        if box.firstRow <= other.firstRow && other.firstRow < box.firstRow + box.rows { return 0 }
        return min(abs(box.firstRow - other.firstRow), abs(box.firstRow + box.rows - 1 - other.firstRow))
    }

    func didChooseSelected() {
        guard let selectedID else { return }
        router.presentSessionDetails(selectedID)
    }

    func didChoose(_ sessionID: String) {
        guard let layout, layout.placed.contains(where: { layout.session(of: $0).id == sessionID }) else { return }
        if selectedID != sessionID {
            selectedID = sessionID
            render()
        }
        router.presentSessionDetails(sessionID)
    }

    func didToggleFavorite() {
        guard let selectedID else { return }
        let isFavorite = favorites.toggle(selectedID)
        render()   // at once; the store's change event confirms it
        interactor.setFavorite(selectedID, isFavorite)
    }

    func didAskForFilters() {
        router.presentFilters(current: filter, delegate: self)
    }

    // MARK: FiltersDelegate

    func filtersDidApply(_ filter: SessionFilter) {
        self.filter = filter
        days.refocus()
        showChosenDay()
    }

    // MARK: GridInteractorOutput

    func didLoadConference(_ conference: Conference?, catalog: FilterNames, now: Date) {
        self.conference = conference
        if clock?.timeZone != conference?.timeZone {
            clock = conference.map { ConferenceClock(timeZone: $0.timeZone) }
            boxes = nil   // their change marks name times in the zone
        }
        self.catalog = catalog
        let dayChanged = days.load(conference?.days ?? [], now: now, timeZone: conference?.timeZone ?? .gmt)
        guard let conference, !conference.days.isEmpty else {
            layout = nil
            message = conference == nil ? "No schedule yet — syncing…" : "0 sessions — the schedule is not published yet."
            return render()
        }
        if dayChanged { showChosenDay() } else { render() }
    }

    func didLoadDay(_ day: LocalDate, sessions: [SessionOutline], rooms: [Room], now: Date) {
        guard let conference, days.day == day else { return }
        let layout = GridLayout(sessions: sessions, rooms: rooms, timeZone: conference.timeZone)
        self.layout = layout
        self.now = now
        message = layout.placed.isEmpty
            ? (filter.isEmpty ? "Nothing is scheduled on this day." : "No sessions match these filters — f changes them.") : nil
        // A day just chosen, or the highlighted session gone: what is on now, else the first.
        if days.takeFocus() || !layout.sessions.contains(where: { $0.id == selectedID }) {
            // What is on now (or next), else the day's first session: the earliest box by
            // (row, column, lane) of those not over yet, else of all.
            func earlier(_ a: GridLayout.Placed, _ b: GridLayout.Placed) -> Bool { (a.firstRow, a.column, a.lane) < (b.firstRow, b.column, b.lane) }
            var current: GridLayout.Placed?, first: GridLayout.Placed?
            for box in layout.placed {
                if first.map({ earlier(box, $0) }) ?? true { first = box }
                let session = layout.session(of: box)
                if (session.endsAt ?? session.startsAt!) > now, current.map({ earlier(box, $0) }) ?? true { current = box }
            }
            selectedID = (current ?? first).map { layout.session(of: $0).id }
        }
        render()
    }

    func didLoadFavorites(_ favorites: Set<String>) {
        guard self.favorites.load(favorites) else { return }
        render()
    }

    func didLoadChanges(_ changes: RecentChanges) {
        guard changes != self.changes else { return }
        self.changes = changes
        render()
    }

    func didFail(_ message: String) {
        guard layout == nil else { return router.showProblem("Could not read the schedule", message) }
        self.message = message
        render()
    }

    func didFailToSaveFavorite(_ sessionID: String, _ isFavorite: Bool, _ message: String) {
        favorites.revert(sessionID, wanted: isFavorite)
        render()
        router.showProblem(FavoriteMarks.failureTitle(wanted: isFavorite), message)
    }

    // MARK: Formatting

    /// The strip and title at once; the boxes when the store answers.
    private func showChosenDay() {
        if let day = days.day { interactor.loadDay(day, filter: filter) }
        render()
    }

    private var title: String {
        FilterTitle.title("Grid", showingOnly: catalog.names(of: filter), hidden: catalog.hiddenNames)
    }

    private func render() {
        let labels = days.labels(clock)
        guard let layout, let clock, message == nil else {
            view?.show(GridViewModel(title: title, days: labels, selectedDay: days.index, columns: [], rowLabels: [], rowMinutes: 15, boxes: [],
                                     nowRow: nil, selected: nil, message: message ?? "Loading…"))
            return
        }
        let boxes = self.boxes ?? layout.placed.map { placed in
            let session = layout.session(of: placed)
            return GridBox(sessionID: session.id, column: placed.column, lane: placed.lane, lanes: placed.lanes, firstRow: placed.firstRow,
                           rows: placed.rows, title: session.title, detail: session.speakerNames, isFavorite: favorites.contains(session.id),
                           kind: SessionText.kind(isService: session.isServiceSession, isPlenum: session.isPlenumSession),
                           changes: ChangeText.marks(changes, of: session.id, clock: clock))
        }
        self.boxes = boxes
        view?.show(GridViewModel(title: title, days: labels, selectedDay: days.index, columns: layout.columns, rowLabels: layout.rowLabels(clock: clock),
                                 rowMinutes: layout.rowMinutes, boxes: boxes, nowRow: now.flatMap(layout.row(of:)),
                                 selected: boxes.firstIndex { $0.sessionID == selectedID }, message: nil))
    }
}
