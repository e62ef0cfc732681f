import Entities
import TerminalUI

@MainActor
public protocol FiltersDelegate: AnyObject {
    func filtersDidChange(_ tracks: Set<String>)
}

@MainActor
public protocol FiltersBuilder {
    func makeFilters(delegate: FiltersDelegate) -> ViewController
}
