import Entities
import TerminalUI

/// Builds the Filters module: a modal picker of tracks, levels, formats and rooms.
@MainActor
public protocol FiltersBuilding {
    /// A sheet that starts from `current` and reports the chosen filter to `delegate`.
    func makeFilters(current: SessionFilter, delegate: any FiltersDelegate) -> ViewController
}

/// How Filters hands its result back to the module that asked (the practice's "module B fills
/// module A's field").
@MainActor
public protocol FiltersDelegate: AnyObject {
    /// The person applied `filter` (empty when they cleared everything).
    func filtersDidApply(_ filter: SessionFilter)
}
