import Entities
import TerminalUI

/// Builds the Filters module: a modal picker of tracks, levels, formats and rooms.
@MainActor
public protocol FiltersBuilding {
    /// A sheet that starts from `current` and reports the chosen filter to `delegate`.
    func makeFilters(current: SessionFilter, delegate: any FiltersDelegate) -> ViewController
}
