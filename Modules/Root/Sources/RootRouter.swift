import AgendaContract
import Foundation
import MyScheduleContract
import SynchronizerContract
import TerminalUI

/// The static setup of the app's frame: each tab is another module's screen, built through
/// its contract and given its own navigation stack. It shows what the app has to say when it
/// opens.
@MainActor
final class RootRouter: RootWireframe {
    weak var viewController: ViewController?

    static func assembleModule(agenda: any AgendaBuilding, mySchedule: any MyScheduleBuilding, synchronizer: any Synchronizing,
                               clock: any SyncClock, localTimeZone: TimeZone, notices: [String]) -> RootViewController {
        let router = RootRouter()
        let interactor = RootInteractor(synchronizer: synchronizer, clock: clock)
        let presenter = RootPresenter(interactor: interactor, router: router, localTimeZone: localTimeZone, notices: notices)
        let tabs = [agenda.makeAgenda(), mySchedule.makeMySchedule()].map { NavigationController(rootViewController: $0) }
        let view = RootViewController(presenter: presenter, tabs: tabs)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func showNotice(_ title: String, _ message: String) {
        let alert = AlertController(title: title, message: message, style: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        viewController?.present(alert)
    }
}
