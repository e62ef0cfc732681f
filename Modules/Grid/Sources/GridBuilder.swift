import FavoritesDataContract
import FiltersContract
import Foundation
import GridContract
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// What the Grid reads of the schedule.
public typealias GridReading = ConferenceReading & RoomReading & FilterNamesReading & DayOutlineReading & ScheduleChangeReading

/// What the Grid reads and writes of My schedule: the ★, and starring.
public typealias GridFavorites = FavoritesReading & FavoritesWriting

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct GridBuilder: GridBuilding {
    private let make: @MainActor () -> ViewController

    public init(schedule: any GridReading, favorites: any GridFavorites, filters: any FiltersBuilding,
                sessionDetails: any SessionDetailsBuilding, now: @escaping @Sendable () -> Date = Date.init) {
        make = {
            let router = GridRouter(filters: filters, sessionDetails: sessionDetails)
            let interactor = GridInteractor(schedule: schedule, favorites: favorites, now: now)
            let presenter = GridPresenter(interactor: interactor, router: router)
            let view = GridViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeGrid() -> ViewController { make() }
}
