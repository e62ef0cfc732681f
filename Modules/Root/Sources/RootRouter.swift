import Foundation
import NotifierContract
import RootContract
import ScheduleDataContract
import SessionDetailsContract
import SynchronizerContract
import TerminalUI

/// What goes over the app's frame: notices as alerts over whichever tab is on show, a
/// reminded session over the tab on show, and the desktop's notifications.
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
