import Entities
import FiltersContract
import ScheduleDataContract
import TerminalUI

/// The module's one public type: what App hands to modules that open Filters.
public struct FiltersBuilder: FiltersBuilding {
    private let schedule: any ScheduleReading

    public init(schedule: any ScheduleReading) {
        self.schedule = schedule
    }

    public func makeFilters(current: SessionFilter, delegate: any FiltersDelegate) -> ViewController {
        FiltersRouter.assembleModule(schedule: schedule, current: current, delegate: delegate)
    }
}
