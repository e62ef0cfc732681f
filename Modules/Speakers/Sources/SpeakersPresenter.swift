import Entities
import Formatting
import Foundation

/// Decides what the Speakers list shows: everyone A–Z under their initial, or a search's
/// results (names first), each row starred when one of the speaker's sessions is in My
/// schedule; says so in words when there is nothing to show.
@MainActor
final class SpeakersPresenter: SpeakersPresentation, SpeakersInteractorOutput {
    weak var view: SpeakersView?
    let interactor: SpeakersUseCase
    let router: SpeakersWireframe

    /// Everyone A–Z as the list shows them, kept to star them again when My schedule changes.
    private var everyone: [ListedSpeaker]?
    /// How many speakers there are (the list may be its top only, the rest on its way).
    private var total = 0
    private var hasSchedule = true
    private var found: SpeakerSearchResult?
    private(set) var searchText: String?
    private var favorites: Set<String> = []
    private var failure: String?
    /// The search whose results have had the highlight put on their top.
    private var searchFocused: String?
    private var pendingFocus: String?

    init(interactor: SpeakersUseCase, router: SpeakersWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        render()
        interactor.start()
    }

    // MARK: SpeakersPresentation

    func didSelectSpeaker(_ speakerID: String) {
        router.presentSpeakerDetails(for: speakerID)
    }

    func didChangeSearch(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return didCancelSearch() }
        guard trimmed != searchText else { return }
        searchText = trimmed
        interactor.search(trimmed)
    }

    func didCancelSearch() {
        guard searchText != nil else { return }
        searchText = nil
        found = nil
        searchFocused = nil
        interactor.cancelSearch()
        render()
    }

    // MARK: SpeakersInteractorOutput

    func didLoadSpeakers(_ speakers: [Speaker], total: Int, hasSchedule: Bool) {
        everyone = speakers.map { ListedSpeaker($0, grouped: true) }
        self.total = total
        self.hasSchedule = hasSchedule
        failure = nil
        if searchText == nil { render() }
    }

    func didFindSpeakers(_ found: SpeakerSearchResult, for text: String) {
        guard text == searchText else { return }  // an answer to an older keystroke
        self.found = found
        if searchFocused != text {
            searchFocused = text
            pendingFocus = (found.byName.first ?? found.byOtherText.first)?.id
        }
        render()
    }

    func didLoadFavorites(_ favorites: Set<String>) {
        guard favorites != self.favorites else { return }
        self.favorites = favorites
        render()
    }

    /// A failed read with a list on show keeps the list and says so over it; with nothing on
    /// show the message takes its place.
    func didFail(_ message: String) {
        if everyone?.isEmpty == false { return router.showProblem("Could not read the speakers", message) }
        failure = message
        render()
    }

    // MARK: Formatting

    private func render() {
        let sections: [SpeakersSectionModel]
        let message: String?
        let title: String
        if let searchText {
            title = "Speakers — search “\(searchText)”"
            if let found {
                sections = [SpeakersSectionModel(title: "Names", rows: found.byName.map { row(ListedSpeaker($0, grouped: false)) }),
                            SpeakersSectionModel(title: "Tag lines and bios", rows: found.byOtherText.map { row(ListedSpeaker($0, grouped: false)) })]
                    .filter { !$0.rows.isEmpty }
                message = sections.isEmpty ? "No speakers match “\(searchText)”." : nil
            } else {
                sections = []
                message = "Searching…"
            }
        } else if let everyone {
            title = everyone.isEmpty ? "Speakers" : "Speakers (\(max(total, everyone.count)))"
            sections = Self.byInitial(everyone, row: row)
            message = everyone.isEmpty
                ? (hasSchedule ? "This conference lists no speakers yet." : "No schedule yet — syncing…") : nil
        } else {
            title = "Speakers"
            sections = []
            message = failure ?? "Loading…"
        }
        view?.show(SpeakersViewModel(title: title, sections: sections, message: message, focusSpeakerID: pendingFocus))
        pendingFocus = nil
    }

    private func row(_ speaker: ListedSpeaker) -> SpeakersRowModel {
        let sessions = speaker.sessionIDs.count
        return SpeakersRowModel(speakerID: speaker.id, name: speaker.name, tagLine: speaker.tagLine,
                                sessions: sessions == 0 ? nil : sessions == 1 ? "1 session" : "\(sessions) sessions",
                                isFavorite: speaker.sessionIDs.contains(where: favorites.contains))
    }

    /// Rows under the initial of their speaker's sort key, A…Z in the list's order (Åberg is
    /// under A), and every other name (digits, other scripts) under "#" at the end. Rows are
    /// made straight into their sections: grouping copies of 30,000 speakers first held 5 MB
    /// more at once.
    static func byInitial(_ speakers: [ListedSpeaker], row: (ListedSpeaker) -> SpeakersRowModel) -> [SpeakersSectionModel] {
        var sections: [SpeakersSectionModel] = []
        var others: [SpeakersRowModel] = []
        var initial: Unicode.Scalar?
        var rows: [SpeakersRowModel] = []
        for speaker in speakers {
            guard let first = speaker.initial else {
                others.append(row(speaker))
                continue
            }
            if first != initial {
                if let initial { sections.append(SpeakersSectionModel(title: String(initial).uppercased(), rows: rows)) }
                initial = first
                rows = []
            }
            rows.append(row(speaker))
        }
        if let initial { sections.append(SpeakersSectionModel(title: String(initial).uppercased(), rows: rows)) }
        return others.isEmpty ? sections : sections + [SpeakersSectionModel(title: "#", rows: others)]
    }
}
