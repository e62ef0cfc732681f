import Entities
import Foundation
import TerminalUI

/// Words for a session, and (wrongly) a screen to show them on.
public enum SessionText {
    public static func title(of session: Session) -> String { session.title }
    @MainActor public static func screen() -> ViewController { ViewController() }
}
