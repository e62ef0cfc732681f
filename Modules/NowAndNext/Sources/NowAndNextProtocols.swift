import Entities
import FiltersContract
import Foundation

// The in-module contract of NowAndNext: every protocol between its View, Presenter,
// Interactor and Router, declared before any of them.

/// A session in a room's line: what is on, or what comes next.
struct NowAndNextSessionModel: Equatable {
    let sessionID: String
    /// "▰▰▰▱▱▱ 23 min left" for one on now; "14:30 · in 12 min" for the next.
    let timing: String
    /// "Opening keynote — Anna Berg".
    let title: String
    let isFavorite: Bool
    /// The one Enter opens and `*` stars, on the highlighted line.
    let isChosen: Bool
}

/// A room: what is on there (one line each when sessions overlap) and what comes next.
struct NowAndNextRowModel: Equatable {
    /// The row's identity: the room's id, nil for sessions without a room.
    let roomID: Int?
    let room: String
    let onNow: [NowAndNextSessionModel]
    let next: NowAndNextSessionModel?
    /// Said where nothing is on ("nothing on") or nothing follows ("nothing more today").
    let nowText: String
    let nextText: String
}

struct NowAndNextViewModel: Equatable {
    /// "Now & next", or "Now & next — Swift, only My schedule" with filters on.
    let title: String
    /// "Thursday 26 November · 14:05 at the venue (13:05 your time)", and what the day holds
    /// ("Nothing more today — Friday starts at 09:00, in 14 h").
    let header: [String]
    let rows: [NowAndNextRowModel]
    /// Said instead of rows: loading, nothing synced, the conference is over, nothing matches.
    let message: String?
}

/// Which of a room's sessions the highlight is on.
enum NowAndNextSide: Equatable { case now, next }

@MainActor
protocol NowAndNextView: AnyObject {
    func show(_ model: NowAndNextViewModel)
}

@MainActor
protocol NowAndNextPresentation: AnyObject {
    func viewDidLoad()
    /// The highlight moved to a room's line.
    func didHighlightRoom(_ roomID: Int?)
    /// ← →: between the session on now and the next one.
    func didChooseSide(_ side: NowAndNextSide)
    /// Enter on a room: its chosen session opens.
    func didSelectRoom(_ roomID: Int?)
    /// `*` on a room: its chosen session goes into or out of My schedule.
    func didToggleFavorite(_ roomID: Int?)
    func didChangeSearch(_ text: String)
    func didCancelSearch()
    func didAskForFilters()
    /// `o`: only rooms with a session on now, or every room in use again.
    func didToggleOnlyBusyRooms()
    /// `m`: only rooms whose session now or next is in My schedule, or every room again.
    func didToggleOnlyFavorites()
}

@MainActor
protocol NowAndNextUseCase: AnyObject {
    /// Reads the favorites, and listens for their changes.
    func start()
    /// Reads what is on now through `filter`, again on every change of the schedule, and again
    /// whenever the answer changes by itself (a session ends or starts) or the minute turns;
    /// with a filter on, also the names of what it filters by.
    func load(filter: SessionFilter)
    func setFavorite(_ sessionID: String, _ isFavorite: Bool)
}

@MainActor
protocol NowAndNextInteractorOutput: AnyObject {
    /// `conference` nil: nothing synced yet.
    func didLoad(_ conference: Conference?, board: NowAndNext)
    func didLoadFavorites(_ favorites: Set<String>)
    func didLoadCatalog(_ catalog: FilterNames)
    func didFail(_ message: String)
    /// Saving a favorite failed: it is as it was before the key.
    func didFailToSaveFavorite(_ sessionID: String, _ isFavorite: Bool, _ message: String)
}

@MainActor
protocol NowAndNextWireframe: AnyObject {
    func presentSessionDetails(_ sessionID: String)
    func presentFilters(current: SessionFilter, delegate: any FiltersDelegate)
    func showProblem(_ title: String, _ message: String)
}
