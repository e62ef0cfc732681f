import Entities
import Formatting
import Foundation

// The in-module contract of Speakers: every protocol between its View, Presenter, Interactor
// and Router, declared before any of them.

/// One speaker as a row: their name over their tag line and how many sessions they give.
struct SpeakersRowModel: Equatable {
    let speakerID: String
    let name: String
    /// Nil when they have none (or only spaces).
    let tagLine: String?
    /// "2 sessions"; nil for none.
    let sessions: String?
    /// One of their sessions is in My schedule.
    let isFavorite: Bool

    /// "Principal Engineer at Example · 2 sessions": joined for the rows drawn, not held by
    /// each of 30,000 rows.
    var detail: String { [tagLine, sessions].compactMap { $0 }.joined(separator: " · ") }
}

/// A letter of the A–Z list, or a group of search results ("Names", "Tag lines and bios").
typealias SpeakersSectionModel = ListSection<SpeakersRowModel>

struct SpeakersViewModel: Equatable {
    /// "Speakers (412)", or "Speakers — search “berg”".
    let title: String
    let sections: [SpeakersSectionModel]
    /// Said instead of rows: loading, nothing yet, nothing matches, an error.
    let message: String?
    /// Where the highlight goes once (the top of new search results); nil keeps it.
    let focusSpeakerID: String?
}

@MainActor
protocol SpeakersView: AnyObject {
    func show(_ model: SpeakersViewModel)
}

@MainActor
protocol SpeakersPresentation: AnyObject {
    func viewDidLoad()
    func didSelectSpeaker(_ speakerID: String)
    func didChangeSearch(_ text: String)
    func didCancelSearch()
}

@MainActor
protocol SpeakersUseCase: AnyObject {
    /// Reads every speaker and the favorites, and again whenever either changes.
    func start()
    /// Full-text search over names, tag lines and bios; again after every change, until the
    /// next search or `cancelSearch`.
    func search(_ text: String)
    func cancelSearch()
}

@MainActor
protocol SpeakersInteractorOutput: AnyObject {
    /// Speakers A–Z by surname: the top of the list first, then all `total` of them;
    /// `hasSchedule` false: nothing synced yet.
    func didLoadSpeakers(_ speakers: [Speaker], total: Int, hasSchedule: Bool)
    func didFindSpeakers(_ found: SpeakerSearchResult, for text: String)
    /// The sessions in My schedule (still in the schedule).
    func didLoadFavorites(_ favorites: Set<String>)
    func didFail(_ message: String)
}

/// What a search found, in the two groups the list shows.
struct SpeakerSearchResult: Equatable {
    let byName: [Speaker]
    let byOtherText: [Speaker]
}

@MainActor
protocol SpeakersWireframe: AnyObject {
    func presentSpeakerDetails(for speakerID: String)
    /// Says what went wrong, over the list, which stays as it is.
    func showProblem(_ title: String, _ message: String)
}
