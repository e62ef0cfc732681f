import Styleguide
import TerminalUI

/// The Agenda screen: the conference's days along the top, a search field, and the day's
/// sessions by time slot (two lines a row), or search results by day.
@MainActor
final class AgendaViewController: ViewController, AgendaView, TableViewDataSource, TableViewDelegate, TextFieldDelegate {
    let presenter: AgendaPresentation
    private let content = StackView(axis: .vertical)
    private let dayStrip = DayStripView()
    private let searchBox = TextField(placeholder: "/ search titles, speakers and abstracts")
    private let messageLabel = Label("", style: .dim)
    private let table = TableView()
    private var model = AgendaViewModel(title: "Agenda", days: [], selectedDay: nil, sections: [], message: nil, focusSessionID: nil)
    private var indexPaths: [String: IndexPath] = [:]

    init(presenter: AgendaPresentation) {
        self.presenter = presenter
        super.init()
        title = "Agenda"
    }

    override func makeView() -> View { content }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.addArrangedSubview(dayStrip, length: .fixed(1))
        content.addArrangedSubview(searchBox, length: .fixed(1))
        content.addArrangedSubview(messageLabel, length: .fit)
        content.addArrangedSubview(table, length: .flexible())
        table.rowHeight = 2
        table.dataSource = self
        table.delegate = self
        searchBox.delegate = self
        presenter.viewDidLoad()
    }

    override var preferredFocusView: View? { table }
    override var searchField: TextField? { searchBox }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(keys: [.character("["), .left], title: "Previous day", label: "[ ←") { [weak self] _ in self?.presenter.didMoveDay(by: -1) },
            KeyCommand(keys: [.character("]"), .right], title: "Next day", label: "] →") { [weak self] _ in self?.presenter.didMoveDay(by: 1) },
            KeyCommand(.enter, title: "Open the session") {},
            KeyCommand(.character("*"), title: "Add to or remove from My schedule") { [weak self] in
                guard let id = self?.highlightedSessionID else { return }
                self?.presenter.didToggleFavorite(id)
            },
            KeyCommand(.character("f"), title: "Filters") { [weak self] in self?.presenter.didAskForFilters() },
        ]
    }

    override func handle(_ key: Key) -> Bool {
        // Esc leaves a search (and its field) before it means "back".
        if key == .escape, searchBox.isFocused || !searchBox.text.isEmpty {
            searchBox.setText("")
            presenter.didCancelSearch()
            table.becomeFocused()
            return true
        }
        return super.handle(key)
    }

    // MARK: AgendaView

    func show(_ model: AgendaViewModel) {
        let keep = highlightedSessionID
        self.model = model
        title = model.title
        dayStrip.days = model.days
        dayStrip.selected = model.selectedDay
        messageLabel.text = model.message ?? ""
        messageLabel.isHidden = model.message == nil
        indexPaths = model.sections.indexPaths(by: \.sessionID)
        table.reloadData()
        if let focus = model.focusSessionID, let indexPath = indexPaths[focus] {
            table.highlightRow(at: indexPath, position: .top)
        } else if let keep, let indexPath = indexPaths[keep] {
            table.highlightRow(at: indexPath, position: .visible)
        }
        view.setNeedsLayout()
    }

    private var highlightedSessionID: String? {
        guard let indexPath = table.highlightedIndexPath, let row = row(at: indexPath) else { return nil }
        return row.sessionID
    }

    private func row(at indexPath: IndexPath) -> AgendaRowModel? {
        model.sections.row(at: indexPath)
    }

    // MARK: Search field

    func textFieldDidChange(_ textField: TextField) {
        presenter.didChangeSearch(textField.text)
    }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        table.becomeFocused()
        return true
    }

    // MARK: Table

    func numberOfSections(in tableView: TableView) -> Int { model.sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.sections[section].rows.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        let slot = model.sections[section]
        return slot.marker.map { "\(slot.title)  ◀ \($0)" } ?? slot.title
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = row(at: indexPath) else { return TableCell("") }
        return SessionRowCell.make(isFavorite: row.isFavorite, time: row.time, title: row.title, kind: row.kind, detail: row.detail)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        presenter.didSelectSession(row.sessionID)
    }
}
