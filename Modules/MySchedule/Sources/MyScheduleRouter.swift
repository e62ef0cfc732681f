import Foundation
import ScheduleDataContract
import SessionDetailsContract
import Styleguide
import TerminalUI

/// Wires the module (the static setup) and pushes a session's details on the tab's stack.
@MainActor
final class MyScheduleRouter: MyScheduleWireframe, AlertRouting {
    weak var viewController: ViewController?
    private let sessionDetails: any SessionDetailsBuilding

    init(sessionDetails: any SessionDetailsBuilding) {
        self.sessionDetails = sessionDetails
    }

    static func assembleModule(schedule: any ScheduleReading, favorites: any FavoritesWriting, lastLooked: any LastLookedWriting,
                               sessionDetails: any SessionDetailsBuilding,
                               now: @escaping @Sendable () -> Date) -> MyScheduleViewController {
        let router = MyScheduleRouter(sessionDetails: sessionDetails)
        let interactor = MyScheduleInteractor(schedule: schedule, favorites: favorites, lastLooked: lastLooked, now: now)
        let presenter = MySchedulePresenter(interactor: interactor, router: router)
        let view = MyScheduleViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func presentSessionDetails(_ sessionID: String) {
        viewController?.show(sessionDetails.makeSessionDetails(sessionID: sessionID))
    }
}
