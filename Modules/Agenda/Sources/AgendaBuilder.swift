import AgendaContract
import FavoritesDataContract
import FiltersContract
import Foundation
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// What the Agenda reads of the schedule.
public typealias AgendaReading = ConferenceReading & FilterNamesReading & DayListReading & SessionSearching & SessionListReading & ScheduleChangeReading

/// What the Agenda reads and writes of My schedule: the ★, and starring.
public typealias AgendaFavorites = FavoritesReading & FavoritesWriting

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct AgendaBuilder: AgendaBuilding {
    private let make: @MainActor () -> ViewController

    public init(schedule: any AgendaReading, favorites: any AgendaFavorites, filters: any FiltersBuilding,
                sessionDetails: any SessionDetailsBuilding, now: @escaping @Sendable () -> Date = Date.init) {
        make = {
            let router = AgendaRouter(filters: filters, sessionDetails: sessionDetails)
            let interactor = AgendaInteractor(schedule: schedule, favorites: favorites, now: now)
            let presenter = AgendaPresenter(interactor: interactor, router: router)
            let view = AgendaViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeAgenda() -> ViewController { make() }
}
