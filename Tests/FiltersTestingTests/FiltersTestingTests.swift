import Entities
import FiltersContract
import FiltersTesting
import TerminalUI
import Testing

@MainActor
private final class Asker: FiltersDelegate {
    func filtersDidApply(_ filter: SessionFilter) {}
}

@MainActor @Suite struct FiltersBuilderSpyTests {
    @Test func aRequestIsRecordedWithItsDelegateAndTheSheetIsASheet() {
        let spy = FiltersBuilderSpy()
        let asker = Asker()
        let sheet = spy.makeFilters(current: SessionFilter(roomIDs: [2]), delegate: asker)
        #expect(sheet.title == "Filters (spy)" && sheet.modalPresentationStyle == .sheet)
        #expect(spy.requests.map(\.current) == [SessionFilter(roomIDs: [2])] && spy.requests.first?.delegate === asker)
    }
}
