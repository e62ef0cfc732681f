import AgendaContract
import Entities
import Filters
import TerminalUI

@MainActor
public struct AgendaRouter: AgendaBuilder {
    let filters: FiltersRouter
    public func makeAgenda(highlighting session: Session?) -> ViewController { AgendaViewController() }
}
