@testable import Filters
import TerminalUI

/// The shared look, which (wrongly) borrows a module's router.
@MainActor
public enum Theme {
    public static func screen() -> ViewController { ViewController() }
    static func router() -> FiltersRouter { FiltersRouter() }
}
