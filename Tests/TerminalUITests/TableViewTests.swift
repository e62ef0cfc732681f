import Testing
@testable import TerminalUI

/// A data source of numbered rows that counts what the table asks for.
@MainActor
final class NumberedRows: TableViewDataSource, TableViewDelegate {
    var sections: [Int]
    var titles: [String?]
    var cellRequests = 0
    var selected: [IndexPath] = []
    var highlighted: [IndexPath] = []
    var endReports = 0

    init(sections: [Int], titles: [String?]? = nil) {
        self.sections = sections
        self.titles = titles ?? Array(repeating: nil, count: sections.count)
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        cellRequests += 1
        return TableCell("row \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { highlighted.append(indexPath) }
    func tableViewDidReachEnd(_ tableView: TableView) { endReports += 1 }

    /// A table showing these rows, with this as its delegate.
    func table() -> TableView {
        let table = TableView()
        table.dataSource = self
        table.delegate = self
        table.reloadData()
        return table
    }
}

@MainActor
@Suite struct TableViewTests {
    func makeTable(_ rows: NumberedRows, height: Int = 5) -> (TableView, Window) {
        let table = TableView()
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
        let window = Snapshot.window(showing: HostController(table), size: Size(width: 20, height: height))
        return (table, window)
    }

    @Test func tenThousandRowsCostOnlyTheVisibleRows() {
        let rows = NumberedRows(sections: [10_000])
        let (table, window) = makeTable(rows, height: 5)
        _ = window.render(size: Size(width: 20, height: 5))
        #expect(rows.cellRequests == 5)
        rows.cellRequests = 0
        table.highlightRow(at: IndexPath(row: 9_000, section: 0))
        #expect(Snapshot.text(of: window).contains("row 0.9000"))
        #expect(rows.cellRequests == 5)
    }

    @Test func arrowsAndVimKeysMoveTheHighlightAndScroll() {
        let rows = NumberedRows(sections: [20])
        let (table, window) = makeTable(rows, height: 3)
        window.handle(.down)
        window.handle(.character("j"))
        window.handle(.character("j"))
        #expect(table.highlightedIndexPath == IndexPath(row: 3, section: 0))
        #expect(Snapshot.text(of: window) == "row 0.1\nrow 0.2\nrow 0.3")
        window.handle(.character("k"))
        #expect(table.highlightedIndexPath == IndexPath(row: 2, section: 0))
        window.handle(.end)
        #expect(table.highlightedIndexPath == IndexPath(row: 19, section: 0))
        window.handle(.home)
        #expect(Snapshot.text(of: window) == "row 0.0\nrow 0.1\nrow 0.2")
        #expect(rows.highlighted.last == IndexPath(row: 0, section: 0))
    }

    /// vi's g and G, as Home and End.
    @Test func gAndShiftGGoToTheFirstAndLastRow() {
        let rows = NumberedRows(sections: [20])
        let (table, window) = makeTable(rows, height: 3)
        window.handle(.character("G"))
        #expect(table.highlightedIndexPath == IndexPath(row: 19, section: 0))
        #expect(Snapshot.text(of: window) == "row 0.17\nrow 0.18\nrow 0.19")
        window.handle(.character("g"))
        #expect(table.highlightedIndexPath == IndexPath(row: 0, section: 0))
        #expect(Snapshot.text(of: window) == "row 0.0\nrow 0.1\nrow 0.2")
    }

    @Test func pagesMoveByAScreenful() {
        let rows = NumberedRows(sections: [100])
        let (table, window) = makeTable(rows, height: 10)
        window.handle(.pageDown)
        #expect(table.highlightedIndexPath == IndexPath(row: 9, section: 0))
        window.handle(.pageDown)
        window.handle(.pageUp)
        #expect(table.highlightedIndexPath == IndexPath(row: 9, section: 0))
    }

    /// Ctrl-D and Ctrl-U move half a screenful, as in vim and less.
    @Test func controlDAndUMoveHalfAScreenful() {
        let rows = NumberedRows(sections: [100])
        let (table, window) = makeTable(rows, height: 10)
        window.handle(.control("d"))
        #expect(table.highlightedIndexPath == IndexPath(row: 4, section: 0))
        window.handle(.control("d"))
        window.handle(.control("u"))
        #expect(table.highlightedIndexPath == IndexPath(row: 4, section: 0))
    }

    @Test func sectionsHaveHeadersAndMovementCrossesThem() {
        let rows = NumberedRows(sections: [2, 0, 2], titles: ["Monday", "Empty", "Tuesday"])
        let (table, window) = makeTable(rows, height: 8)
        #expect(Snapshot.text(of: window) == "Monday\nrow 0.0\nrow 0.1\nEmpty\nTuesday\nrow 2.0\nrow 2.1\n")
        window.handle(.down)
        window.handle(.down)
        #expect(table.highlightedIndexPath == IndexPath(row: 0, section: 2))
        #expect(table.line(of: IndexPath(row: 1, section: 2)) == 6)
    }

    @Test func enterSelectsAndReachingTheEndIsReportedOnce() {
        let rows = NumberedRows(sections: [6])
        let (_, window) = makeTable(rows, height: 3)
        window.handle(.enter)
        #expect(rows.selected == [IndexPath(row: 0, section: 0)])
        #expect(rows.endReports == 0)
        window.handle(.end)
        window.handle(.up)
        window.handle(.down)
        #expect(rows.endReports == 1)
    }

    @Test func reloadKeepsTheHighlightWhereTheRowStillExists() {
        let rows = NumberedRows(sections: [10])
        let (table, window) = makeTable(rows)
        table.highlightRow(at: IndexPath(row: 7, section: 0))
        rows.sections = [12]
        table.reloadData()
        #expect(table.highlightedIndexPath == IndexPath(row: 7, section: 0))
        rows.sections = [4]
        table.reloadData()
        #expect(table.highlightedIndexPath == IndexPath(row: 3, section: 0))
        _ = window
    }

    @Test func highlightedRowIsInverseWhenFocused() {
        let rows = NumberedRows(sections: [3])
        let (_, window) = makeTable(rows, height: 3)
        let styled = Snapshot.styledText(of: window).split(separator: "\n")
        #expect(styled.first.map(String.init) == "[i bg:selection]row 0.0" + String(repeating: " ", count: 13) + "[/]")
        #expect(styled[1] == "row 0.1")
    }
}
