import Foundation
import RootContract
import SynchronizerContract
import TerminalUI

/// The static setup of the app's frame, and what goes over it: each tab is another module's
/// screen, built from the list the composition root gives, in a navigation stack of its own;
/// notices are alerts over whichever tab is on show.
@MainActor
final class RootRouter: RootWireframe {
    weak var viewController: ViewController?

    static func assembleModule(tabs: [RootTab], synchronizer: any Synchronizing, clock: any SyncClock,
                               localTimeZone: TimeZone, notices: [String]) -> RootViewController {
        let router = RootRouter()
        let interactor = RootInteractor(synchronizer: synchronizer, clock: clock)
        let presenter = RootPresenter(interactor: interactor, router: router, localTimeZone: localTimeZone, notices: notices)
        let view = RootViewController(presenter: presenter, tabs: tabs.map(makeTab))
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    /// A tab's screen in its own navigation stack, named and keyed as the list says.
    private static func makeTab(_ tab: RootTab) -> ViewController {
        let stack = NavigationController(rootViewController: tab.makeScreen())
        stack.tabBarItem = TabBarItem(title: tab.title, key: tab.key)
        return stack
    }

    func showNotice(_ title: String, _ message: String) {
        let alert = AlertController(title: title, message: message, style: .alert)
        alert.addAction(AlertAction(title: "OK", style: .cancel))
        viewController?.present(alert)
    }
}
