import Entities
import FiltersContract
import TerminalUI

/// Builds the filters sheet for a Router's tests: records the filter it starts from and the
/// Presenter it reports to, and hands back a plain sheet titled "Filters (spy)".
@MainActor
public final class FiltersBuilderSpy: FiltersBuilding {
    public private(set) var requests: [(current: SessionFilter, delegate: any FiltersDelegate)] = []
    public init() {}

    public func makeFilters(current: SessionFilter, delegate: any FiltersDelegate) -> ViewController {
        requests.append((current, delegate))
        let sheet = ViewController()
        sheet.title = "Filters (spy)"
        sheet.modalPresentationStyle = .sheet
        return sheet
    }
}
