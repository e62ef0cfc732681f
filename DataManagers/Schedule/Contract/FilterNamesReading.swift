import Entities
import LiveDataContract

/// Every room's and category item's name, and what is hidden from every view: what a filtered
/// screen's title says of what it shows and what it leaves out.
public protocol FilterNamesReading: ChangeAnnouncing where Change == ScheduleDataChange {
    func filterNames() async throws -> FilterNames
}
