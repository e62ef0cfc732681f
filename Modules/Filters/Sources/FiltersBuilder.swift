import FiltersContract
import ScheduleDataContract
import TerminalUI

/// The module's one public type: what App hands to modules that open Filters.
public struct FiltersBuilder: FiltersBuilding {
    private let store: any ScheduleLocalDataManaging

    public init(store: any ScheduleLocalDataManaging) {
        self.store = store
    }

    public func makeFilters(current: SessionFilter, delegate: any FiltersDelegate) -> ViewController {
        FiltersRouter.assembleModule(store: store, current: current, delegate: delegate)
    }
}
