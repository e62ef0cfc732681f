import FiltersContract
import TerminalUI

/// A shared screen that reaches a module's contract: what the rule forbids.
@MainActor
open class FilterSheet: ViewController {
    public var builder: (any FiltersBuilder)?
}
