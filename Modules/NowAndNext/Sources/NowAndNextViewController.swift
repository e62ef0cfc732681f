import SharedScreens
import Styleguide
import TerminalUI

/// The Now & next screen: the venue's clock and what the day holds, a search field, then two
/// lines per room: what is on (with how far in it is) and what comes next (with how soon).
@MainActor
final class NowAndNextViewController: SearchListController, NowAndNextView, TableViewDataSource {
    let presenter: NowAndNextPresentation
    private let clockLine = Label("", style: Theme.heading)
    private let dayLine = Label("", style: Theme.secondary)
    private var model = NowAndNextViewModel(title: "Now & next", header: [], rows: [], message: nil)
    private var highlightedRoom: Int??
    /// The room column's width for the rows on show, worked out once per model.
    private var roomWidth = 0

    /// Room names are cut to this many cells; the column is as wide as the longest shown.
    static let roomWidth = 18
    /// "▰▰▰▰▰▰▰▰ 1 h 05 min left", the widest timing.
    static let timingWidth = 24

    init(presenter: NowAndNextPresentation) {
        self.presenter = presenter
        super.init(title: "Now & next", searchPlaceholder: "/ find a room, a title or a speaker", header: [clockLine, dayLine])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.chooseNow, title: "Choose the session on now") { [weak self] in self?.presenter.didChooseSide(.now) },
            KeyCommand(.chooseNext, title: "Choose the next session") { [weak self] in self?.presenter.didChooseSide(.next) },
            KeyCommand(.open, title: "Open the chosen session"),
            KeyCommand(.favorite, title: "Add the chosen session to My schedule, or remove it") { [weak self] in
                guard let self, let room = self.highlightedRoomID else { return }
                self.presenter.didToggleFavorite(room)
            },
            KeyCommand(.filters, title: "Filters") { [weak self] in self?.presenter.didAskForFilters() },
            KeyCommand(.onlyBusyRooms, title: "Only rooms with a session on (again: every room)") { [weak self] in
                self?.presenter.didToggleOnlyBusyRooms()
            },
            KeyCommand(.onlyMine, title: "Only rooms with My schedule now or next (again: every room)") { [weak self] in
                self?.presenter.didToggleOnlyFavorites()
            },
        ]
    }

    // MARK: NowAndNextView

    func show(_ model: NowAndNextViewModel) {
        let keep = highlightedRoomID
        self.model = model
        roomWidth = min(Self.roomWidth, model.rows.map { TextWidth.of($0.room) }.max() ?? 0)
        title = model.title
        clockLine.text = model.header.first ?? ""
        dayLine.text = model.header.dropFirst().first ?? ""
        showMessage(model.message)
        table.reloadData()
        if let keep, let index = model.rows.firstIndex(where: { $0.roomID == keep }) {
            table.highlightRow(at: IndexPath(row: index, section: 0), position: .visible)
        }
        reportHighlight()
        view.setNeedsLayout()
    }

    /// The highlighted line's room (`.some(nil)`: the line of sessions without a room).
    private var highlightedRoomID: Int?? {
        guard let indexPath = table.highlightedIndexPath, model.rows.indices.contains(indexPath.row) else { return nil }
        return .some(model.rows[indexPath.row].roomID)
    }

    private func reportHighlight() {
        let room = highlightedRoomID
        guard room != highlightedRoom else { return }
        highlightedRoom = room
        if let room { presenter.didHighlightRoom(room) }
    }

    // MARK: Search field

    override func searchDidChange(_ text: String) { presenter.didChangeSearch(text) }
    override func searchDidCancel() { presenter.didCancelSearch() }

    // MARK: Table

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard model.rows.indices.contains(indexPath.row) else { return TableCell("") }
        let row = model.rows[indexPath.row]
        var now = line(label: "now ", session: row.onNow.first, otherwise: row.nowText, lead: Span(row.room, style: Theme.heading, width: roomWidth))
        if row.onNow.count > 1 { now.spans.append(Span("  (+\(row.onNow.count - 1) more on)", style: Theme.secondary)) }
        let next = line(label: "next", session: row.next, otherwise: row.nextText, lead: Span("", width: roomWidth))
        return TableCell([now, next])
    }

    private func line(label: String, session: NowAndNextSessionModel?, otherwise: String, lead: Span) -> StyledText {
        guard let session else {
            return StyledText([Span("  "), lead, Span("  \(label)  ", style: Theme.secondary), Span(otherwise, style: Theme.secondary)])
        }
        return StyledText([Span(session.isChosen ? "› " : "  ", style: Theme.heading), lead, Span("  \(label)  ", style: Theme.secondary),
                           Span(session.timing, style: Theme.secondary, width: Self.timingWidth), Span(" "),
                           Theme.favoriteMark(session.isFavorite), Span(session.title)])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard model.rows.indices.contains(indexPath.row) else { return }
        presenter.didSelectRoom(model.rows[indexPath.row].roomID)
    }

    override func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        reportHighlight()
    }
}
