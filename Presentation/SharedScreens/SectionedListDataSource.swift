import Formatting
import Styleguide
import TerminalUI

/// A table's data source over the sections a Presenter hands its View (the Agenda's time slots,
/// My schedule's days, the filter sheet's groups, Speakers A–Z): how many sections and rows
/// there are and what each header says come from the sections, so a screen says only how a row
/// is drawn. A header with a marker reads "10:30  ◀ now".
@MainActor
public protocol SectionedListDataSource: TableViewDataSource {
    associatedtype Row
    var sections: [ListSection<Row>] { get }
}

extension SectionedListDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rows.count : 0
    }

    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard sections.indices.contains(section) else { return nil }
        let group = sections[section]
        return group.marker.map { "\(group.title)  ◀ \($0)" } ?? group.title
    }

    /// The row at `indexPath`, or nil when the list changed under it.
    public func row(at indexPath: IndexPath) -> Row? { sections.row(at: indexPath) }
}
