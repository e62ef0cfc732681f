import SharedScreens
import Styleguide
import TerminalUI

/// The Filters sheet: a line saying what is picked, then the options in groups, each with a
/// check box. Space picks, c clears all, Enter applies, Esc cancels.
@MainActor
final class FiltersViewController: ViewController, FiltersView, SectionedListDataSource, TableViewDelegate {
    let presenter: FiltersPresentation
    private let content = StackView(axis: .vertical)
    private let summaryLabel = Label("", style: Theme.heading, numberOfLines: 2)
    private let table = TableView()
    private let messageLabel = Label("", style: Theme.secondary)
    private let hintLabel = Label("Space pick · c clear all · Enter apply · Esc cancel", style: Theme.secondary, numberOfLines: 1)
    private var model = FiltersViewModel(summary: "", sections: [], message: nil)

    init(presenter: FiltersPresentation) {
        self.presenter = presenter
        super.init()
        title = "Filters"
        modalPresentationStyle = .sheet
    }

    override func makeView() -> View { content }

    override func viewDidLoad() {
        super.viewDidLoad()
        content.addArrangedSubview(summaryLabel, length: .fit)
        content.addArrangedSubview(messageLabel, length: .fit)
        content.addArrangedSubview(table, length: .flexible())
        content.addArrangedSubview(hintLabel, length: .fixed(1))
        table.dataSource = self
        table.delegate = self
        presenter.viewDidLoad()
    }

    override var preferredContentSize: Size? {
        let rows = model.sections.reduce(0) { $0 + $1.rows.count + 1 }
        return Size(width: 56, height: min(30, rows + 4))
    }

    override var preferredFocusView: View? { table }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.character(" "), title: "Pick or unpick") { [weak self] in self?.toggleHighlighted() },
            KeyCommand(.character("c"), title: "Clear all") { [weak self] in self?.presenter.didClearAll() },
            KeyCommand(.enter, title: "Apply") { [weak self] in self?.presenter.didApply() },
            KeyCommand(.escape, title: "Cancel") { [weak self] in self?.presenter.didCancel() },
        ]
    }

    // MARK: FiltersView

    func show(_ model: FiltersViewModel) {
        self.model = model
        summaryLabel.text = model.summary
        messageLabel.text = model.message ?? ""
        messageLabel.isHidden = model.message == nil
        table.isHidden = model.message != nil
        table.reloadData()
        view.setNeedsLayout()
    }

    private func toggleHighlighted() {
        guard let indexPath = table.highlightedIndexPath, let row = row(at: indexPath) else { return }
        presenter.didToggle(row.option)
    }

    // MARK: Table

    var sections: [FiltersViewModel.Section] { model.sections }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = row(at: indexPath) else { return TableCell("") }
        return TableCell(StyledText([Span(row.isSelected ? "[x] " : "[ ] ", style: row.isSelected ? .bold : .dim), Span(row.title)]))
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didApply()
    }
}
