import Entities
import FiltersContract
import ScheduleDataContract
import TerminalUI

/// Wires the module (the static setup) and closes it.
@MainActor
final class FiltersRouter: FiltersWireframe {
    weak var viewController: ViewController?

    static func assembleModule(schedule: any ScheduleReading, current: SessionFilter,
                               delegate: any FiltersDelegate) -> FiltersViewController {
        let router = FiltersRouter()
        let interactor = FiltersInteractor(schedule: schedule)
        let presenter = FiltersPresenter(interactor: interactor, router: router, current: current, delegate: delegate)
        let view = FiltersViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func close() {
        viewController?.dismiss()
    }
}
