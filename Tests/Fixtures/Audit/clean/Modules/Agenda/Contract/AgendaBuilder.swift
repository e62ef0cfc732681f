import Entities
import TerminalUI

@MainActor
public protocol AgendaBuilder {
    func makeAgenda(highlighting session: Session?) -> ViewController
}
