import Entities
import FiltersContract
import Formatting
import Foundation
import ProgrammeWatch

// The in-module contract of Grid: every protocol between its View, Presenter, Interactor and
// Router, declared before any of them.

/// A session as a box: in a room's column (one lane of it when sessions overlap there), from
/// its first row for as many rows as it lasts.
struct GridBox: Equatable {
    let sessionID: String
    let column: Int
    let lane: Int
    let lanes: Int
    let firstRow: Int
    let rows: Int
    /// "Opening keynote", then the speakers on the lines the box has left.
    let title: String
    let detail: String
    let isFavorite: Bool
    let kind: SessionKind
    /// "moved to Room B (was Room A)": lately retimed or moved, as the Agenda marks it.
    var changes: [String] = []
}

struct GridViewModel: Equatable {
    /// "Grid", or "Grid — Swift, Hall B" with filters on.
    let title: String
    /// The conference's days ("Mon 23 Nov") and which is on show.
    let days: [String]
    let selectedDay: Int?
    /// The rooms, in the feed's order.
    let columns: [String]
    /// A label per row: the time at each full hour ("10:00"), else empty. Its count is the rows.
    let rowLabels: [String]
    /// Minutes a row stands for (5, 10 or 15: what the day's times fit).
    let rowMinutes: Int
    let boxes: [GridBox]
    /// The row the venue's clock is in, on the conference's today.
    let nowRow: Int?
    /// The highlighted box (an index into `boxes`).
    let selected: Int?
    /// Said instead of the grid: loading, nothing on this day, an error.
    let message: String?
}

/// A key that moves the highlight.
enum GridMove: Equatable { case left, right, up, down, pageUp, pageDown }

@MainActor
protocol GridView: AnyObject {
    func show(_ model: GridViewModel)
}

@MainActor
protocol GridPresentation: AnyObject {
    func viewDidLoad()
    /// `[` `]`: the previous or next day.
    func didMoveDay(by offset: Int)
    /// `t`: today (or the conference's nearest day) and what is on now.
    func didAskForNow()
    /// A click on a day of the strip (its position in the conference's days).
    func didChooseDay(_ index: Int)
    func didMove(_ move: GridMove)
    /// Enter: the highlighted session opens.
    func didChooseSelected()
    /// A click on a session: it is highlighted and opens.
    func didChoose(_ sessionID: String)
    /// `*`: the highlighted session goes into or out of My schedule.
    func didToggleFavorite()
    func didAskForFilters()
}

@MainActor
protocol GridUseCase: AnyObject {
    /// Reads the conference, what filters are named by, the favorites and what changed lately;
    /// listens for changes.
    func start()
    /// Reads a day's sessions (and the rooms, in the feed's order) through a filter, again on
    /// every change and every minute (the now line).
    func loadDay(_ day: LocalDate, filter: SessionFilter)
    func setFavorite(_ sessionID: String, _ isFavorite: Bool)
    /// The clock the module reads "now" by.
    func currentTime() -> Date
}

/// The conference, the ★, the change marks and failures come as to every programme screen.
@MainActor
protocol GridInteractorOutput: ProgrammeOutput {
    func didLoadDay(_ day: LocalDate, sessions: [SessionOutline], rooms: [Room], now: Date)
}

@MainActor
protocol GridWireframe: AnyObject {
    func presentSessionDetails(_ sessionID: String)
    func presentFilters(current: SessionFilter, delegate: any FiltersDelegate)
    func showProblem(_ title: String, _ message: String)
}
