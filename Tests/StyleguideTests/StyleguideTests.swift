import Formatting
import Styleguide
import TerminalUI
import Testing

@MainActor
@Suite struct StyleguideTests {
    /// A conference's days in a 40-column strip: every day shortened alike and findable by a
    /// click where it is drawn, not the chosen day cut to "T…".
    @Test func aStripOfDaysIsShortenedAlikeAndClickedWhereDrawn() {
        let days = ["Thu 3 Dec", "Fri 4 Dec", "Sat 5 Dec", "Sun 6 Dec"]
        #expect(Theme.choiceLabels(days, width: 80) == days)
        let narrow = Theme.choiceLabels(days, width: 40)
        #expect(narrow == ["Thu 3…", "Fri 4…", "Sat 5…", "Sun 6…"], "\(narrow)")
        #expect(Theme.choice(atColumn: 10, of: narrow) == 1 && Theme.choice(atColumn: 36, of: narrow) == nil)
    }

    @Test func aSessionRowPutsTitlesAndDetailsInOneColumn() {
        let cell = SessionRowCell.make(isFavorite: true, time: "10:30–11:15", title: "Actors in Practice", detail: "Hall A · Anna Berg")
        let lines = cell.lines.map(\.plainText)
        #expect(lines == ["★ 10:30–11:15  Actors in Practice", String(repeating: " ", count: SessionRowCell.textColumn) + "Hall A · Anna Berg"])
        let short = SessionRowCell.make(isFavorite: false, time: "09:00", title: "Doors", kind: .service, detail: "")
        #expect(short.lines[0].plainText == "  09:00        Doors", "times are padded to one width, so titles line up")
        #expect(short.style == Theme.secondary, "breaks are read second")
    }

    /// The rows a person must choose between are the ones with a warning: the warning comes
    /// first on the second line, and where to go and who speaks still follow it.
    @Test func warningsLeadTheSecondLineAndKeepTheRoomAndSpeakers() {
        let cell = SessionRowCell.make(isFavorite: true, time: "10:30–11:15", title: "T", detail: "Hall A · Anna Berg",
                                       warnings: ["overlaps “X”", "retimed"])
        #expect(cell.lines[1].plainText.hasSuffix("⚠ overlaps “X” · retimed · Hall A · Anna Berg"), "\(cell.lines[1].plainText)")
        let roomless = SessionRowCell.make(isFavorite: true, time: "10:30–11:15", title: "T", detail: "", warnings: ["retimed"])
        #expect(roomless.lines[1].plainText.hasSuffix("⚠ retimed"), "no dangling separator")
    }

    @Test func sectionedRowsAreFoundByPositionAndByIdentity() {
        let sections = [ListSection(title: "10:00", rows: ["a", "b"]), ListSection(title: "11:00", rows: ["c"])]
        #expect(sections.row(at: IndexPath(row: 0, section: 1)) == "c")
        #expect(sections.row(at: IndexPath(row: 2, section: 0)) == nil, "a list that changed under the highlight answers nothing")
        #expect(sections.row(at: IndexPath(row: 0, section: 5)) == nil)
        #expect(sections.indexPath(where: { $0 == "b" }) == IndexPath(row: 1, section: 0))
    }

    /// After a reload the highlight follows its row, or goes to the row asked for: a new
    /// search's first result.
    @Test func theHighlightFollowsItsRowAcrossReloadsOrGoesWhereAsked() {
        let list = Rows([ListSection(title: "10:00", rows: ["a", "b"]), ListSection(title: "11:00", rows: ["c"])])
        let table = TableView()
        table.dataSource = list
        table.reloadData()
        table.highlightRow(at: IndexPath(row: 0, section: 1))   // "c"
        list.sections = [ListSection(title: "09:00", rows: ["new"]), ListSection(title: "10:00", rows: ["a", "b"]),
                         ListSection(title: "11:00", rows: ["c"])]
        table.reloadData()
        table.highlightRow(focus: nil, else: "c", in: list.sections, id: { $0 })
        #expect(table.highlightedIndexPath == IndexPath(row: 0, section: 2), "kept on “c”, two sections down now")
        table.highlightRow(focus: "b", else: "c", in: list.sections, id: { $0 })
        #expect(table.highlightedIndexPath == IndexPath(row: 1, section: 1), "the row asked for wins")
        table.highlightRow(focus: "gone", else: "a", in: list.sections, id: { $0 })
        #expect(table.highlightedIndexPath == IndexPath(row: 0, section: 1), "a row no longer listed: the kept one")
        table.highlightRow(focus: nil, else: "gone too", in: list.sections, id: { $0 })
        #expect(table.highlightedIndexPath == IndexPath(row: 0, section: 1), "neither listed: left where it was")
    }
}

/// A sectioned list of words, as a screen's data source.
@MainActor
private final class Rows: TableViewDataSource {
    var sections: [ListSection<String>]
    init(_ sections: [ListSection<String>]) { self.sections = sections }
    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell { TableCell(StyledText(sections.row(at: indexPath) ?? "")) }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { sections[section].title }
}
