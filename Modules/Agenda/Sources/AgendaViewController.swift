import SharedScreens
import Styleguide
import TerminalUI

/// The Agenda screen: the conference's days along the top, a search field, and the day's
/// sessions by time slot (two lines a row), or search results by day.
@MainActor
final class AgendaViewController: SearchListController, AgendaView, SectionedListDataSource {
    let presenter: AgendaPresentation
    private let dayStrip: DayStripView
    private var model = AgendaViewModel(title: "Agenda", days: [], selectedDay: nil, sections: [], message: nil, focusSessionID: nil)

    init(presenter: AgendaPresentation) {
        self.presenter = presenter
        let strip = DayStripView()
        dayStrip = strip
        super.init(title: "Agenda", searchPlaceholder: "/ search titles, speakers and abstracts", header: [strip])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dayStrip.onChoose = { [weak self] index in self?.presenter.didChooseDay(index) }
        presenter.viewDidLoad()
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.previousDay, title: "Previous day") { [weak self] in self?.presenter.didMoveDay(by: -1) },
            KeyCommand(.nextDay, title: "Next day") { [weak self] in self?.presenter.didMoveDay(by: 1) },
            KeyCommand(.now, title: "Back to now") { [weak self] in self?.presenter.didAskForNow() },
            KeyCommand(.open, title: "Open the session"),
            KeyCommand(.favorite, title: "Add to or remove from My schedule") { [weak self] in
                guard let id = self?.highlightedSessionID else { return }
                self?.presenter.didToggleFavorite(id)
            },
            KeyCommand(.filters, title: "Filters") { [weak self] in self?.presenter.didAskForFilters() },
        ]
    }

    // MARK: AgendaView

    func show(_ model: AgendaViewModel) {
        let keep = highlightedSessionID
        self.model = model
        title = model.title
        dayStrip.days = model.days
        dayStrip.selected = model.selectedDay
        showMessage(model.message)
        table.reloadData()
        table.highlightRow(focus: model.focusSessionID, else: keep, in: model.sections, id: \.sessionID)
        view.setNeedsLayout()
    }

    private var highlightedSessionID: String? {
        guard let indexPath = table.highlightedIndexPath, let row = row(at: indexPath) else { return nil }
        return row.sessionID
    }

    // MARK: Search field

    override func searchDidChange(_ text: String) { presenter.didChangeSearch(text) }
    override func searchDidCancel() { presenter.didCancelSearch() }

    // MARK: Table

    var sections: [AgendaSectionModel] { model.sections }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = row(at: indexPath) else { return TableCell("") }
        return SessionRowCell.make(isFavorite: row.isFavorite, time: row.time, title: row.title, kind: row.kind, detail: row.detail,
                                   warnings: row.warnings)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        presenter.didSelectSession(row.sessionID)
    }
}
