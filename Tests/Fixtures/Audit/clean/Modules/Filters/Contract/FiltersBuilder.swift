import Entities
import TerminalUI

@MainActor
public protocol FiltersBuilder {
    func makeFilters(delegate: FiltersDelegate) -> ViewController
}
