import Entities
import FiltersContract
import Foundation
import ScheduleDataContract
import SessionDetailsContract
import SharedScreens
import TerminalUI

/// Navigates: Filters as a sheet, a session's details
/// pushed on the tab's navigation stack.
@MainActor
final class AgendaRouter: AgendaWireframe, AlertRouting {
    weak var viewController: ViewController?
    private let filters: any FiltersBuilding
    private let sessionDetails: any SessionDetailsBuilding

    init(filters: any FiltersBuilding, sessionDetails: any SessionDetailsBuilding) {
        self.filters = filters
        self.sessionDetails = sessionDetails
    }

    func presentFilters(current: SessionFilter, delegate: any FiltersDelegate) {
        viewController?.present(filters.makeFilters(current: current, delegate: delegate))
    }

    func presentSessionDetails(_ sessionID: String) {
        viewController?.show(sessionDetails.makeSessionDetails(sessionID: sessionID))
    }
}
