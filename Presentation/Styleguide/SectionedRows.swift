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

    /// Every row's position by its id, for keeping the highlight on a row across reloads.
    public func indexPaths<Row, ID: Hashable>(by id: (Row) -> ID) -> [ID: IndexPath] where Element == ListSection<Row> {
        var positions: [ID: IndexPath] = [:]
        for (section, group) in enumerated() {
            for (row, item) in group.rows.enumerated() { positions[id(item)] = IndexPath(row: row, section: section) }
        }
        return positions
    }
}
