import AgendaContract
import Entities
import TerminalUI

@MainActor
public protocol FiltersBuilder {
    func makeFilters(delegate: FiltersDelegate, agenda: AgendaBuilder) -> ViewController
}
