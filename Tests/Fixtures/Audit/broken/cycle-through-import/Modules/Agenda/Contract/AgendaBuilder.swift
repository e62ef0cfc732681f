import Entities
import FiltersContract
import TerminalUI

@MainActor
public protocol AgendaBuilder {
    func makeAgenda(highlighting session: Session?, filters: FiltersDelegate?) -> ViewController
}
