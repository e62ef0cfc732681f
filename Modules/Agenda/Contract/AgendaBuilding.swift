import TerminalUI

/// Builds the Agenda module: the conference day by day, with search and filters.
@MainActor
public protocol AgendaBuilding {
    func makeAgenda() -> ViewController
}
