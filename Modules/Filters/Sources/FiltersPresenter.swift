import Entities
import FiltersContract
import Formatting
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
    private var hidden = HiddenOptions.none
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

    func didToggleHidden(_ option: FilterOption) {
        let isHidden = !isHidden(option)
        hide(option, isHidden)   // at once; the store's change brings it back from the file
        render()
        interactor.setHidden(option, isHidden)
    }

    func didShowEverything() {
        guard !hidden.isEmpty else { return }
        hidden = .none
        render()
        interactor.showEverything()
    }

    func didFailToHide(_ message: String) {
        interactor.loadOptions()   // what the file says, again
        view?.show(FiltersViewModel(summary: "Not saved: \(message)", sections: lastSections, message: nil))
    }

    private func isHidden(_ option: FilterOption) -> Bool {
        switch option {
        case .categoryItem(let id): hidden.categoryItemIDs.contains(id)
        case .room(let id): hidden.roomIDs.contains(id)
        }
    }

    private func hide(_ option: FilterOption, _ isHidden: Bool) {
        switch option {
        case .categoryItem(let id): if isHidden { hidden.categoryItemIDs.insert(id) } else { hidden.categoryItemIDs.remove(id) }
        case .room(let id): if isHidden { hidden.roomIDs.insert(id) } else { hidden.roomIDs.remove(id) }
        }
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

    func didLoadOptions(categories: [Category], rooms: [Room], counts: SessionCounts?, hidden: HiddenOptions) {
        self.categories = categories
        self.rooms = rooms
        self.counts = counts
        self.hidden = hidden
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

    /// The sections last shown, kept on show when a write fails.
    private var lastSections: [FiltersViewModel.Section] = []

    private func render() {
        let needle = Self.folded(searchText)
        func matches(_ title: String) -> Bool { needle.isEmpty || Self.folded(title).contains(needle) }
        func row(_ option: FilterOption, _ title: String, count: Int?) -> FiltersViewModel.Row {
            let picked = switch option {
            case .categoryItem(let id): selection.categoryItemIDs.contains(id)
            case .room(let id): selection.roomIDs.contains(id)
            }
            return .init(option: option, title: title, isSelected: picked, count: count, isHidden: isHidden(option))
        }
        let itemRows = categories.map { category in
            (title: category.title, rows: category.items.map { item in
                row(.categoryItem(item.id), item.name, count: counts.map { $0.byCategoryItem[item.id] ?? 0 })
            })
        }
        let roomRows = rooms.map { room in row(.room(room.id), room.name, count: counts.map { $0.byRoom[room.id] ?? 0 }) }
        var sections: [FiltersViewModel.Section] = []
        // What is hidden is listed first, where it is found again: `h` on a row shows it, `H` all.
        let hiddenRows = itemRows.flatMap(\.rows).filter(\.isHidden) + roomRows.filter(\.isHidden)
        if !hiddenRows.isEmpty {
            sections.append(.init(title: "Hidden from every view (h shows one again, H all)", rows: hiddenRows.filter { matches($0.title) }))
        }
        sections += itemRows.map { FiltersViewModel.Section(title: $0.title, rows: $0.rows.filter { matches($0.title) }) }
        if !roomRows.isEmpty { sections.append(.init(title: "Rooms", rows: roomRows.filter { matches($0.title) })) }
        sections.removeAll { $0.rows.isEmpty }
        let shownMessage = message ?? (sections.isEmpty && !needle.isEmpty ? "No track, level, format or room matches “\(searchText)”." : nil)
        lastSections = message == nil ? sections : []
        view?.show(FiltersViewModel(summary: summary(), sections: lastSections, message: shownMessage))
    }

    /// Text as finding compares it: no case, no accents ("aberg" finds "Åberg").
    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    private func summary() -> String {
        let picked = categories.flatMap(\.items).filter { selection.categoryItemIDs.contains($0.id) }.map(\.name)
            + rooms.filter { selection.roomIDs.contains($0.id) }.map(\.name)
        let hiddenNames = FilterNames(categories: categories, rooms: rooms, hidden: hidden).hiddenNames
        let showing = picked.isEmpty ? (hiddenNames.isEmpty ? "Showing everything" : "Showing everything else") : "Showing only: " + picked.joined(separator: ", ")
        return FilterTitle.hiding(hiddenNames).map { showing + " · " + $0 } ?? showing
    }
}
