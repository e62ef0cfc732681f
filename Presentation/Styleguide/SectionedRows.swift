import Formatting
import TerminalUI

/// Finding rows of a sectioned list by table position and by identity, for every list screen.
extension Array {
    /// The row at `indexPath`, nil when the list has changed under it.
    public func row<Row>(at indexPath: IndexPath) -> Row? where Element == ListSection<Row> {
        guard indices.contains(indexPath.section) else { return nil }
        let rows = self[indexPath.section].rows
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    /// Where the first row for which `matches` holds is.
    public func indexPath<Row>(where matches: (Row) -> Bool) -> IndexPath? where Element == ListSection<Row> {
        for (section, group) in enumerated() {
            if let row = group.rows.firstIndex(where: matches) { return IndexPath(row: row, section: section) }
        }
        return nil
    }
}

extension TableView {
    /// After a reload: the highlight on `focus`'s row at the top (a new search's first result),
    /// else kept on `kept`'s row wherever it moved. The rows are walked, not looked up: a table
    /// of every row's position held 2 MiB for 30,000 speakers, and a walk takes well under a
    /// millisecond.
    public func highlightRow<Row>(focus: String?, else kept: String?, in sections: [ListSection<Row>], id: (Row) -> String) {
        if let focus, let indexPath = sections.indexPath(where: { id($0) == focus }) {
            highlightRow(at: indexPath, position: .top)
        } else if let kept, let indexPath = sections.indexPath(where: { id($0) == kept }) {
            highlightRow(at: indexPath, position: .visible)
        }
    }
}
