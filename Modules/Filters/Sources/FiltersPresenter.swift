import Entities
import FiltersContract
import Foundation
import ScheduleDataContract

/// Keeps the selection while the sheet is open and says what it amounts to; hands it back to
/// the delegate only when the person applies it.
@MainActor
final class FiltersPresenter: FiltersPresentation, FiltersInteractorOutput {
    weak var view: FiltersView?
    let interactor: FiltersUseCase
    let router: FiltersWireframe
    private weak var delegate: FiltersDelegate?
    private(set) var selection: SessionFilter
    private var categories: [Category] = []
    private var rooms: [Room] = []
    private var counts: SessionCounts?
    private var searchText = ""
    private var message: String? = "Loading…"

    init(interactor: FiltersUseCase, router: FiltersWireframe, current: SessionFilter, delegate: FiltersDelegate) {
        self.interactor = interactor
        self.router = router
        self.selection = current
        self.delegate = delegate
    }

    func viewDidLoad() {
        render()
        interactor.loadOptions()
    }

    func didToggle(_ option: FilterOption) {
        switch option {
        case .categoryItem(let id): selection.categoryItemIDs.formSymmetricDifference([id])
        case .room(let id): selection.roomIDs.formSymmetricDifference([id])
        }
        render()
    }

    func didChangeSearch(_ text: String) {
        searchText = text.trimmingCharacters(in: .whitespacesAndNewlines)
        render()
    }

    func didClearAll() {
        selection = .all
        render()
    }

    func didApply() {
        delegate?.filtersDidApply(selection)
        router.close()
    }

    func didCancel() {
        router.close()
    }

    // MARK: FiltersInteractorOutput

    func didLoadOptions(categories: [Category], rooms: [Room], counts: SessionCounts?) {
        self.categories = categories
        self.rooms = rooms
        self.counts = counts
        // A picked item the schedule no longer has would filter everything out, invisibly.
        let itemIDs = Set(categories.flatMap(\.items).map(\.id))
        selection.categoryItemIDs.formIntersection(itemIDs)
        selection.roomIDs.formIntersection(Set(rooms.map(\.id)))
        message = categories.isEmpty && rooms.isEmpty ? "This schedule has no tracks, levels or rooms to filter by." : nil
        render()
    }

    func didFailToLoadOptions(_ message: String) {
        self.message = message
        render()
    }

    // MARK: Formatting

    private func render() {
        let needle = Self.folded(searchText)
        func matches(_ title: String) -> Bool { needle.isEmpty || Self.folded(title).contains(needle) }
        var sections = categories.map { category in
            FiltersViewModel.Section(title: category.title, rows: category.items.filter { matches($0.name) }.map { item in
                .init(option: .categoryItem(item.id), title: item.name, isSelected: selection.categoryItemIDs.contains(item.id),
                      count: counts.map { $0.byCategoryItem[item.id] ?? 0 })
            })
        }
        if !rooms.isEmpty {
            sections.append(.init(title: "Rooms", rows: rooms.filter { matches($0.name) }.map { room in
                .init(option: .room(room.id), title: room.name, isSelected: selection.roomIDs.contains(room.id),
                      count: counts.map { $0.byRoom[room.id] ?? 0 })
            }))
        }
        sections.removeAll { $0.rows.isEmpty }
        let shownMessage = message ?? (sections.isEmpty && !needle.isEmpty ? "No track, level, format or room matches “\(searchText)”." : nil)
        view?.show(FiltersViewModel(summary: summary(), sections: message == nil ? sections : [], message: shownMessage))
    }

    /// Text as finding compares it: no case, no accents ("aberg" finds "Åberg").
    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private func summary() -> String {
        let picked = categories.flatMap(\.items).filter { selection.categoryItemIDs.contains($0.id) }.map(\.name)
            + rooms.filter { selection.roomIDs.contains($0.id) }.map(\.name)
        return picked.isEmpty ? "Showing everything" : "Showing only: " + picked.joined(separator: ", ")
    }
}
