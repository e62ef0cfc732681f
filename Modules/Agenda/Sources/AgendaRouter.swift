import Entities
import Foundation
import FiltersContract
import ScheduleDataContract
import SessionDetailsContract
import Styleguide
import TerminalUI

/// Wires the module (the static setup) and navigates: Filters as a sheet, a session's details
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

    static func assembleModule(schedule: any ScheduleReading, favorites: any FavoritesWriting, filters: any FiltersBuilding,
                               sessionDetails: any SessionDetailsBuilding, now: @escaping @Sendable () -> Date) -> AgendaViewController {
        let router = AgendaRouter(filters: filters, sessionDetails: sessionDetails)
        let interactor = AgendaInteractor(schedule: schedule, favorites: favorites, now: now)
        let presenter = AgendaPresenter(interactor: interactor, router: router)
        let view = AgendaViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func presentFilters(current: SessionFilter, delegate: any FiltersDelegate) {
        viewController?.present(filters.makeFilters(current: current, delegate: delegate))
    }

    func presentSessionDetails(_ sessionID: String) {
        viewController?.show(sessionDetails.makeSessionDetails(sessionID: sessionID))
    }
}
