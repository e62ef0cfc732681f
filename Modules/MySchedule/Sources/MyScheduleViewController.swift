import SharedScreens
import Styleguide
import TerminalUI

/// My schedule: what changed since the person last looked, then their favorites by day, each
/// row with its time and title over its room and speakers, or over what to watch out for.
@MainActor
final class MyScheduleViewController: ListScreenController, MyScheduleView, SectionedListDataSource {
    let presenter: MySchedulePresentation
    private let changesLabel: Label
    private let syncLabel: Label
    private var model = MyScheduleViewModel(recentChanges: [], sections: [], message: nil)

    init(presenter: MySchedulePresentation) {
        self.presenter = presenter
        let changesLabel = Label("", style: Theme.warning)
        let syncLabel = Label("", style: Theme.secondary)
        self.changesLabel = changesLabel
        self.syncLabel = syncLabel
        super.init(title: "My schedule", header: [(syncLabel, .fit), (changesLabel, .fit)])
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override func viewDidDisappear() {
        super.viewDidDisappear()
        presenter.viewDidDisappear()
    }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.open, title: "Open the session"),
            KeyCommand(.favorite, title: "Remove from My schedule") { [weak self] in
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
        syncLabel.text = model.syncLine ?? ""
        syncLabel.isHidden = model.syncLine == nil
        showMessage(model.message)
        table.reloadData()
        if let keep, let indexPath = model.sections.indexPath(where: { $0.sessionID == keep }) {
            table.highlightRow(at: indexPath)
        }
        view.setNeedsLayout()
    }

    var sections: [MyScheduleSectionModel] { model.sections }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = row(at: indexPath) else { return TableCell("") }
        return SessionRowCell.make(isFavorite: true, time: row.time, title: row.title, detail: row.detail, warnings: row.warnings,
                                   canOpen: row.canOpen)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        presenter.didSelectSession(row.sessionID)
    }
}
