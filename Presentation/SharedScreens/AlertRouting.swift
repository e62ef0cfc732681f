import Foundation
import TerminalUI

/// A Router that puts alerts over its screen: conforming gives it the Wireframe's
/// `showProblem`, `showOffer` and `share`, worded and shaped alike on every screen.
@MainActor
public protocol AlertRouting: AnyObject {
    var viewController: ViewController? { get }
}

extension AlertRouting {
    public func showProblem(_ title: String, _ message: String) {
        viewController?.present(AlertController.notice(title: title, message: message))
    }

    /// A notice with one action beside OK ("Open" the file just saved).
    public func showOffer(_ title: String, _ message: String, action: String, perform: @escaping @MainActor () -> Void) {
        viewController?.present(AlertController.offer(title: title, message: message, action: action, perform: perform))
    }

    /// A question before something that cannot be taken back: `keep` is chosen first (Enter and
    /// Esc keep), `proceed` is a Tab away and does `perform`.
    public func confirm(_ title: String, _ message: String, keep: String, proceed: String, perform: @escaping @MainActor () -> Void) {
        let alert = AlertController(title: title, message: message, style: .alert)
        alert.addAction(AlertAction(title: keep, style: .cancel))
        alert.addAction(AlertAction(title: proceed, style: .destructive) { perform() })
        viewController?.present(alert)
    }

    /// The link on the clipboard, or shown to copy; the alert says which.
    public func share(_ link: URL) {
        ShareAlert.copy(link.absoluteString, from: viewController)
    }
}
