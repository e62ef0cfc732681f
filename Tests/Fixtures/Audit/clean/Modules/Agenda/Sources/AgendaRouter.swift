import AgendaContract
import Entities
import FiltersContract
import TerminalUI

@MainActor
public struct AgendaRouter: AgendaBuilder {
    let filters: FiltersBuilder
    public func makeAgenda(highlighting session: Session?) -> ViewController { AgendaViewController() }
}
