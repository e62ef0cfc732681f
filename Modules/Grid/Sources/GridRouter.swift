import Entities
import FiltersContract
import SessionDetailsContract
import SharedScreens
import TerminalUI

/// Navigates: a session's details pushed on the tab's stack, Filters as a sheet.
@MainActor
final class GridRouter: GridWireframe, AlertRouting {
    weak var viewController: ViewController?
    private let filters: any FiltersBuilding
    private let sessionDetails: any SessionDetailsBuilding

    init(filters: any FiltersBuilding, sessionDetails: any SessionDetailsBuilding) {
        self.filters = filters
        self.sessionDetails = sessionDetails
    }

    func presentSessionDetails(_ sessionID: String) {
        viewController?.show(sessionDetails.makeSessionDetails(sessionID: sessionID))
    }

    func presentFilters(current: SessionFilter, delegate: any FiltersDelegate) {
        viewController?.present(filters.makeFilters(current: current, delegate: delegate))
    }
}
