import Foundation
import NotifierContract
import RootContract
import ScheduleDataContract
import SessionDetailsContract
import SynchronizerContract
import TerminalUI

/// The static setup of the app's frame, and what goes over it: each tab is another module's
/// screen, built from the list the composition root gives, in a navigation stack of its own;
/// notices are alerts over whichever tab is on show.
@MainActor
final class RootRouter: RootWireframe {
    weak var viewController: TabBarController?
    private let sessionDetails: (any SessionDetailsBuilding)?
    private let notifier: (any DesktopNotifying)?
    private var notifying: Task<Void, Never>?

    init(sessionDetails: (any SessionDetailsBuilding)? = nil, notifier: (any DesktopNotifying)? = nil) {
        self.sessionDetails = sessionDetails
        self.notifier = notifier
    }

    static func assembleModule(tabs: [RootTab], synchronizer: any Synchronizing, clock: any SyncClock, reminders: RootReminders?,
                               localTimeZone: TimeZone, notices: [String]) -> RootViewController {
        let router = RootRouter(sessionDetails: reminders?.sessionDetails, notifier: reminders?.notifier)
        let interactor = RootInteractor(synchronizer: synchronizer, clock: clock, schedule: reminders?.schedule,
                                        reminderLead: .seconds(60 * max(0, reminders?.minutesBefore ?? 0)))
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

    /// On the tab on show, over whatever it shows: Esc comes back to it.
    func presentSessionDetails(for sessionID: String) {
        guard let sessionDetails, let selected = viewController?.selectedViewController else { return }
        let details = sessionDetails.makeSessionDetails(sessionID: sessionID)
        if let stack = selected as? NavigationController { stack.push(details) } else { selected.present(details) }
    }

    /// Fire and forget: without a desktop the banner has said it already.
    func notifyDesktop(title: String, body: String) {
        guard let notifier else { return }
        notifying = Task { _ = await notifier.notify(title: title, body: body) }
    }
}
