import Filters
import FiltersContract
import TerminalUI

/// A Router part may name the filters' builder (their contract), never the Filters module itself.
@MainActor
public protocol FilterRouting {
    var filters: any FiltersBuilder { get }
}

@MainActor
public func makeTheFiltersRouter() -> FiltersRouter { FiltersRouter() }
