import Entities
import FiltersContract
import TerminalUI
// import ScheduleDataContract  — a comment is not an import
let note = "import ScheduleDataContract"  // nor is a string

#if canImport(AgendaContract)
import AgendaContract
#endif

#if os(macOS)
import ScheduleLocalDataManager
#endif

@MainActor
public struct FiltersRouter: FiltersBuilder {
    public func makeFilters(delegate: FiltersDelegate) -> ViewController { ViewController() }
    func describe(_ session: Session) -> String { session.title }
}
