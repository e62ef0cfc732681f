import Entities
import FiltersContract
import SharedScreens
import TerminalUI

/// A Router that opens the filters as a sheet over its screen, its result handed to the
/// Presenter that asked (the `delegate`).
@MainActor
public protocol FilterRouting: AlertRouting {
    var filters: any FiltersBuilding { get }
}

extension FilterRouting {
    public func presentFilters(current: SessionFilter, delegate: any FiltersDelegate) {
        viewController?.present(filters.makeFilters(current: current, delegate: delegate))
    }
}
