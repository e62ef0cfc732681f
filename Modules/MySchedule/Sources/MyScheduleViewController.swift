import TerminalUI

/// My schedule: what changed since the person last looked, then their favorites by day, each
/// row with its time and title over its room and speakers, or over what to watch out for.
@MainActor
final class MyScheduleViewController: ViewController, MyScheduleView, TableViewDataSource, TableViewDelegate {
    let presenter: MySchedulePresentation
    private let content = StackView(axis: .vertical)
    private let changesLabel = Label("", style: Style.plain.foreground(.yellow))
    private let messageLabel = Label("", style: .dim)
    private let table = TableView()
    private var model = MyScheduleViewModel(recentChanges: [], sections: [], message: nil)

    init(presenter: MySchedulePresentation) {
        self.presenter = presenter
        super.init()
        title = "My schedule"
    }

    override func makeView() -> View { content }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.addArrangedSubview(changesLabel, length: .fit)
        content.addArrangedSubview(messageLabel, length: .fit)
        content.addArrangedSubview(table, length: .flexible())
        table.rowHeight = 2
        table.dataSource = self
        table.delegate = self
        presenter.viewDidLoad()
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        presenter.viewDidDisappear()
    }

    override var preferredFocusView: View? { table }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.enter, title: "Open the session") {},
            KeyCommand(.character("*"), title: "Remove from My schedule") { [weak self] in
                guard let self, let indexPath = self.table.highlightedIndexPath, let row = self.row(at: indexPath) else { return }
                self.presenter.didRemoveFavorite(row.sessionID)
            },
        ]
    }

    func show(_ model: MyScheduleViewModel) {
        let keep = table.highlightedIndexPath.flatMap { row(at: $0)?.sessionID }
        self.model = model
        let changes = model.recentChanges
        changesLabel.text = changes.isEmpty ? "" : (["Changed since you last looked:"] + changes.map { "  " + $0 } + [""]).joined(separator: "\n")
        changesLabel.isHidden = changes.isEmpty
        messageLabel.text = model.message ?? ""
        messageLabel.isHidden = model.message == nil
        table.reloadData()
        if let keep {
            for (section, group) in model.sections.enumerated() {
                if let index = group.rows.firstIndex(where: { $0.sessionID == keep }) {
                    table.highlightRow(at: IndexPath(row: index, section: section))
                }
            }
        }
        view.setNeedsLayout()
    }

    private func row(at indexPath: IndexPath) -> MyScheduleRowModel? {
        guard model.sections.indices.contains(indexPath.section) else { return nil }
        let rows = model.sections[indexPath.section].rows
        return rows.indices.contains(indexPath.row) ? rows[indexPath.row] : nil
    }

    func numberOfSections(in tableView: TableView) -> Int { model.sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.sections[section].rows.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { model.sections[section].title }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = row(at: indexPath) else { return TableCell("") }
        let first = StyledText([Span("★ ", style: Style.bold.foreground(.yellow)), Span(row.time, style: .dim, width: 11), Span("  "),
                                Span(row.title, style: row.canOpen ? .bold : .dim)])
        let indent = Span(String(repeating: " ", count: 15))
        let second = row.warnings.isEmpty
            ? StyledText([indent, Span(row.detail, style: .dim)])
            : StyledText([indent, Span("⚠ " + row.warnings.joined(separator: " · "), style: Style.plain.foreground(.yellow))])
        return TableCell([first, second])
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        presenter.didSelectSession(row.sessionID)
    }
}
