import Entities
import FavoriteToggle
import FiltersContract
import Formatting
import Foundation

/// Decides what Now & next shows: a line per room with what is on (how far in) and what comes
/// next (how soon), the venue's clock (and the person's when it differs), what the day holds
/// before and after its sessions, and the filters, search and star on top.
@MainActor
final class NowAndNextPresenter: NowAndNextPresentation, NowAndNextInteractorOutput, FiltersDelegate {
    weak var view: NowAndNextView?
    let interactor: NowAndNextUseCase
    let router: NowAndNextWireframe

    private let localClock: ConferenceClock
    private var conference: Conference?
    private var clock: ConferenceClock?
    private var board: NowAndNext?
    private var favorites = FavoriteMarks()
    private var catalog = FilterNames()
    private var failure: String?
    private(set) var filter = SessionFilter.all
    private(set) var onlyBusyRooms = false
    private(set) var onlyFavorites = false
    private var searchText: String?
    private var highlightedRoom: Int??
    private var side = NowAndNextSide.now

    /// Cells of a session's progress bar.
    static let barWidth = 8

    init(interactor: NowAndNextUseCase, router: NowAndNextWireframe, localTimeZone: TimeZone) {
        self.interactor = interactor
        self.router = router
        localClock = ConferenceClock(timeZone: localTimeZone)
    }

    func viewDidLoad() {
        render()
        interactor.load(filter: filter)   // first: the frame waits for it
        interactor.start()
    }

    // MARK: NowAndNextPresentation

    func didHighlightRoom(_ roomID: Int?) {
        guard highlightedRoom != .some(roomID) else { return }
        highlightedRoom = .some(roomID)
        render()
    }

    func didChooseSide(_ side: NowAndNextSide) {
        guard self.side != side else { return }
        self.side = side
        render()
    }

    func didSelectRoom(_ roomID: Int?) {
        guard let session = chosenSession(in: roomID) else { return }
        router.presentSessionDetails(session.id)
    }

    func didToggleFavorite(_ roomID: Int?) {
        guard let session = chosenSession(in: roomID) else { return }
        let isFavorite = favorites.toggle(session.id)
        render()   // at once; the store's change event confirms it
        interactor.setFavorite(session.id, isFavorite)
    }

    func didChangeSearch(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        searchText = trimmed.isEmpty ? nil : trimmed
        render()
    }

    func didCancelSearch() {
        guard searchText != nil else { return }
        searchText = nil
        render()
    }

    func didAskForFilters() {
        router.presentFilters(current: filter, delegate: self)
    }

    func didToggleOnlyBusyRooms() {
        onlyBusyRooms.toggle()
        render()
    }

    func didToggleOnlyFavorites() {
        onlyFavorites.toggle()
        render()
    }

    // MARK: FiltersDelegate

    func filtersDidApply(_ filter: SessionFilter) {
        guard filter != self.filter else { return }
        self.filter = filter
        interactor.load(filter: filter)
        render()
    }

    // MARK: NowAndNextInteractorOutput

    func didLoad(_ conference: Conference?, board: NowAndNext) {
        self.conference = conference
        if clock?.timeZone != conference?.timeZone { clock = conference.map { ConferenceClock(timeZone: $0.timeZone) } }
        self.board = board
        failure = nil
        render()
    }

    func didLoadFavorites(_ favorites: Set<String>) {
        guard self.favorites.load(favorites) else { return }
        render()
    }

    func didLoadCatalog(_ catalog: FilterNames) {
        guard catalog != self.catalog else { return }
        self.catalog = catalog
        render()
    }

    /// A failed read with rooms on show keeps them and says so over them; with nothing on show
    /// the message takes their place.
    func didFail(_ message: String) {
        guard board == nil else { return router.showProblem("Could not read the schedule", message) }
        failure = message
        render()
    }

    func didFailToSaveFavorite(_ sessionID: String, _ isFavorite: Bool, _ message: String) {
        favorites.revert(sessionID, wanted: isFavorite)
        render()
        router.showProblem(FavoriteMarks.failureTitle(wanted: isFavorite), message)
    }

    // MARK: Formatting

    /// The lines on show, after search and the two toggles.
    private var shownLines: [NowAndNext.RoomLine] {
        guard let board else { return [] }
        let needle = searchText?.lowercased()
        return board.lines.filter { line in
            if onlyBusyRooms && line.onNow.isEmpty { return false }
            let sessions = line.onNow + [line.next].compactMap { $0 }
            if onlyFavorites && !sessions.contains(where: { favorites.contains($0.id) }) { return false }
            guard let needle else { return true }
            return (line.room?.name ?? Self.noRoom).lowercased().contains(needle)
                || sessions.contains { ($0.title + " " + $0.speakerNames).lowercased().contains(needle) }
        }
    }

    private func chosenSession(in roomID: Int?) -> Session? {
        guard let line = board?.lines.first(where: { $0.room?.id == roomID }) else { return nil }
        return side == .next ? line.next ?? line.onNow.first : line.onNow.first ?? line.next
    }

    static let noRoom = "No room"

    private func row(for line: NowAndNext.RoomLine, clock: ConferenceClock, instant: Date) -> NowAndNextRowModel {
        let chosen = highlightedRoom == .some(line.room?.id) ? chosenSession(in: line.room?.id)?.id : nil
        func model(_ session: Session, timing: String) -> NowAndNextSessionModel {
            let title = session.speakers.isEmpty ? session.title : session.title + " — " + session.speakerNames
            return NowAndNextSessionModel(sessionID: session.id, timing: timing, title: title, isFavorite: favorites.contains(session.id),
                                          isChosen: session.id == chosen)
        }
        let onNow = line.onNow.map { session in
            model(session, timing: session.startsAt.flatMap { start in
                session.endsAt.map { Countdown.bar(from: start, to: $0, at: instant, width: Self.barWidth) + " " + Countdown.left(until: $0, from: instant) }
            } ?? "on now")
        }
        let next = line.next.map { session in
            model(session, timing: session.startsAt.map { "\(clock.time($0)) · \(Countdown.until($0, from: instant))" } ?? "")
        }
        let nextText: String
        if case .startsLater = board?.phase { nextText = "nothing that day" } else { nextText = "nothing more today" }
        return NowAndNextRowModel(roomID: line.room?.id, room: line.room?.name ?? Self.noRoom, onNow: onNow, next: next,
                                  nowText: "nothing on", nextText: nextText)
    }

    private func header(_ board: NowAndNext, conference: Conference, clock: ConferenceClock) -> [String] {
        [NowAndNextText.clockLine(board.instant, clock: clock, localClock: localClock)]
            + [NowAndNextText.dayLine(board, conference: conference, clock: clock)].compactMap { $0 }
    }

    private var title: String {
        var names = catalog.names(of: filter)
        if onlyBusyRooms { names.append("only rooms with a session on") }
        if onlyFavorites { names.append("only My schedule") }
        if let searchText { names.append("search “\(searchText)”") }
        return FilterTitle.title("Now & next", showingOnly: names, hidden: catalog.hiddenNames)
    }

    private func render() {
        guard let board, let conference, let clock else {
            let message = failure ?? (board == nil ? "Loading…" : "No schedule yet — syncing…")
            view?.show(NowAndNextViewModel(title: title, header: [], rows: [], message: message))
            return
        }
        if case .over = board.phase {
            view?.show(NowAndNextViewModel(title: title, header: header(board, conference: conference, clock: clock), rows: [],
                                           message: filter.isEmpty ? nil : "Nothing is left through these filters — f changes them."))
            return
        }
        let rows = shownLines.map { row(for: $0, clock: clock, instant: board.instant) }
        var message: String?
        if rows.isEmpty {
            message = searchText.map { "No room or session matches “\($0)”." } ?? "No room matches these filters — f, o and m change them."
        }
        view?.show(NowAndNextViewModel(title: title, header: header(board, conference: conference, clock: clock), rows: rows, message: message))
    }
}
