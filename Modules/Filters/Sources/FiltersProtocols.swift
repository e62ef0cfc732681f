import Entities
import Formatting
import ScheduleDataContract

// The in-module contract of Filters: every protocol between its View, Presenter, Interactor
// and Router, declared before any of them.

/// One thing a person can pick.
enum FilterOption: Hashable, Sendable {
    case categoryItem(Int)
    case room(Int)
}

/// What the View shows: a line saying what is picked, and the options by group.
struct FiltersViewModel: Equatable {
    struct Row: Equatable {
        let option: FilterOption
        let title: String
        let isSelected: Bool
        /// How many sessions it holds; nil before they are counted.
        let count: Int?
        /// Hidden from every view.
        let isHidden: Bool
    }

    typealias Section = ListSection<Row>

    let summary: String
    let sections: [Section]
    /// Shown instead of the sections (loading, nothing to filter by, an error).
    let message: String?
}

@MainActor
protocol FiltersView: AnyObject {
    func show(_ model: FiltersViewModel)
}

@MainActor
protocol FiltersPresentation: AnyObject {
    func viewDidLoad()
    func didToggle(_ option: FilterOption)
    /// What was typed into the sheet's find field: every group narrows to what matches.
    func didChangeSearch(_ text: String)
    /// `h`: hides the option from every view, or shows it again.
    func didToggleHidden(_ option: FilterOption)
    /// `H`: shows everything that was hidden.
    func didShowEverything()
    func didClearAll()
    func didApply()
    func didCancel()
}

@MainActor
protocol FiltersUseCase: AnyObject {
    /// Reads what can be filtered by (and what is hidden), and again whenever the schedule changes.
    func loadOptions()
    func setHidden(_ option: FilterOption, _ isHidden: Bool)
    func showEverything()
}

@MainActor
protocol FiltersInteractorOutput: AnyObject {
    func didLoadOptions(categories: [Category], rooms: [Room], counts: SessionCounts?, hidden: HiddenOptions)
    /// Hiding or showing again could not be saved: it is as it was.
    func didFailToHide(_ message: String)
    func didFailToLoadOptions(_ message: String)
}

@MainActor
protocol FiltersWireframe: AnyObject {
    func close()
}
