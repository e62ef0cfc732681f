import Entities
import FavoritesDataContract
import FiltersContract
import ScheduleDataContract
import TerminalUI

/// What Filters reads of the schedule: the options, how many sessions each holds.
public typealias FiltersReading = CatalogReading & SessionCountReading

/// What Filters reads and writes of the person's own store: what is hidden from every view.
public typealias FiltersHiding = HidingReading & HidingWriting

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct FiltersBuilder: FiltersBuilding {
    private let make: @MainActor (SessionFilter, any FiltersDelegate) -> ViewController

    public init(schedule: any FiltersReading, hiding: any FiltersHiding) {
        make = { current, delegate in
            let router = FiltersRouter()
            let interactor = FiltersInteractor(schedule: schedule, hiding: hiding)
            let presenter = FiltersPresenter(interactor: interactor, router: router, current: current, delegate: delegate)
            let view = FiltersViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeFilters(current: SessionFilter, delegate: any FiltersDelegate) -> ViewController { make(current, delegate) }
}
