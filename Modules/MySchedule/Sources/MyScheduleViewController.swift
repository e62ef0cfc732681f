import Styleguide
import TerminalUI

/// My schedule: what changed since the person last looked, then their favorites by day, each
/// row with its time and title over its room and speakers, or over what to watch out for.
@MainActor
final class MyScheduleViewController: ViewController, MyScheduleView, TableViewDataSource, TableViewDelegate {
    let presenter: MySchedulePresentation
    private let content = StackView(axis: .vertical)
    private let changesLabel = Label("", style: Theme.warning)
    private let messageLabel = Label("", style: Theme.secondary)
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
        if let keep, let indexPath = model.sections.indexPath(where: { $0.sessionID == keep }) {
            table.highlightRow(at: indexPath)
        }
        view.setNeedsLayout()
    }

    private func row(at indexPath: IndexPath) -> MyScheduleRowModel? {
        model.sections.row(at: indexPath)
    }

    func numberOfSections(in tableView: TableView) -> Int { model.sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.sections[section].rows.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { model.sections[section].title }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = row(at: indexPath) else { return TableCell("") }
        return SessionRowCell.make(isFavorite: true, time: row.time, title: row.title, detail: row.detail, warnings: row.warnings,
                                   canOpen: row.canOpen)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        presenter.didSelectSession(row.sessionID)
    }
}
