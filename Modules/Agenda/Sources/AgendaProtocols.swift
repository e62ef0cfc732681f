import Entities
import FiltersContract
import Formatting
import Foundation
import ProgrammeWatch

// The in-module contract of Agenda.

/// One session as a row: two lines of words, and what kind of row it is.
struct AgendaRowModel: Equatable {

    let sessionID: String
    /// "10:30–11:15".
    let time: String
    let title: String
    /// "Hall A · Anna Berg · Swift".
    let detail: String
    let isFavorite: Bool
    let kind: SessionKind
    /// "moved to Room B (was Room A)": lately retimed or moved, as My schedule says it.
    var warnings: [String] = []
}

/// A time slot of a day ("10:30"), or a day in search results ("Monday 23 November"); a slot's
/// marker is "now" on the slot under way (or "next" before the next one), on the conference's today.
typealias AgendaSectionModel = ListSection<AgendaRowModel>

struct AgendaViewModel: Equatable {
    /// "Agenda", or "Agenda — Swift, Hall B" with filters on.
    let title: String
    /// The conference's days ("Mon 23 Nov"), and which is on show (nil while searching).
    let days: [String]
    let selectedDay: Int?
    let sections: [AgendaSectionModel]
    /// Said instead of rows: first launch, nothing matches, an error.
    let message: String?
    /// Where the highlight should go once (the current slot when the day opens); nil keeps it.
    let focusSessionID: String?
}

@MainActor
protocol AgendaView: AnyObject {
    func show(_ model: AgendaViewModel)
}

@MainActor
protocol AgendaPresentation: AnyObject {
    func viewDidLoad()
    /// `[`/`]` or ←/→: the previous or next day.
    func didMoveDay(by offset: Int)
    /// A click on a day of the strip (its position in the conference's days).
    func didChooseDay(_ index: Int)
    /// `t`: today (or the conference's nearest day) and the slot on now.
    func didAskForNow()
    func didSelectSession(_ sessionID: String)
    func didToggleFavorite(_ sessionID: String)
    func didChangeSearch(_ text: String)
    func didCancelSearch()
    func didAskForFilters()
}

@MainActor
protocol AgendaUseCase: AnyObject {
    /// Reads the conference, what it can be filtered by and the favorites; listens for changes
    /// from now on, re-reading each of them and whatever was last asked for.
    func start()
    func loadDay(_ day: LocalDate, filter: SessionFilter)
    func search(_ text: String)
    func setFavorite(_ sessionID: String, _ isFavorite: Bool)
    /// The clock the module reads "now" by.
    func currentTime() -> Date
}

/// The conference, the ★, the change marks and failures come as to every programme screen.
@MainActor
protocol AgendaInteractorOutput: ProgrammeOutput {
    func didLoadDay(_ day: LocalDate, sessions: [Session], now: Date)
    func didFindSessions(_ sessions: [Session], for text: String)
}

@MainActor
protocol AgendaWireframe: AnyObject {
    func presentFilters(current: SessionFilter, delegate: any FiltersDelegate)
    func presentSessionDetails(_ sessionID: String)
    /// Says what went wrong, over the list, which stays as it is.
    func showProblem(_ title: String, _ message: String)
}
