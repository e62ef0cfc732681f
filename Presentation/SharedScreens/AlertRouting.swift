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

    /// The link on the clipboard, or shown to copy; the alert says which.
    public func share(_ link: URL) {
        ShareAlert.copy(link.absoluteString, from: viewController)
    }
}
