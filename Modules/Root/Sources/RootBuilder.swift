import Foundation
import RootContract
import SynchronizerContract
import TerminalUI

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct RootBuilder: RootBuilding {
    private let make: @MainActor () -> ViewController

    /// `notices`: what the person must hear at once (a damaged store was moved aside, the data
    /// folder is read-only), shown in an alert when the app opens. `reminders`: nil, none.
    public init(tabs: [RootTab], synchronizer: any Synchronizing, clock: any SyncClock,
                reminders: RootReminders? = nil, localTimeZone: TimeZone = .current, notices: [String] = []) {
        make = {
            let router = RootRouter(sessionDetails: reminders?.sessionDetails, notifier: reminders?.notifier)
            let interactor = RootInteractor(synchronizer: synchronizer, clock: clock, schedule: reminders?.schedule, favorites: reminders?.favorites,
                                            reminderLead: .seconds(60 * max(0, reminders?.minutesBefore ?? 0)))
            let presenter = RootPresenter(interactor: interactor, router: router, localTimeZone: localTimeZone, notices: notices)
            let view = RootViewController(presenter: presenter, tabs: tabs.map(Self.stack))
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeRoot() -> ViewController { make() }

    /// A tab's screen in its own navigation stack, named and keyed as the list says.
    private static func stack(_ tab: RootTab) -> ViewController {
        let stack = NavigationController(rootViewController: tab.makeScreen())
        stack.tabBarItem = TabBarItem(title: tab.title, key: tab.key)
        return stack
    }
}
