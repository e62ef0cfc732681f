import FiltersContract
import TerminalUI

/// What Routers share: opening the filters through their builder.
@MainActor
public protocol FilterRouting {
    var filters: any FiltersBuilder { get }
}
