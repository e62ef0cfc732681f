import SharedScreens
import Styleguide
import TerminalUI

/// The Filters sheet: a line saying what is picked, a find field, then the options in groups,
/// each with a check box and how many sessions it holds; what is hidden from every view listed
/// first. `/` finds (every group narrows as you type), `[` `]` jump between groups, Space picks,
/// `h` hides or shows again, `H` shows all again, c clears all, Enter applies, Esc cancels.
@MainActor
final class FiltersViewController: ViewController, FiltersView, SectionedListDataSource, TableViewDelegate, TextFieldDelegate {
    let presenter: FiltersPresentation
    private let content = StackView(axis: .vertical)
    private let summaryLabel = Label("", style: Theme.heading, numberOfLines: 2)
    private let findField = TextField(placeholder: "/ find a track, level or room")
    private let table = TableView()
    private let messageLabel = Label("", style: Theme.secondary)
    // "[ and ]", not "[ ]": the sheet's check boxes are "[ ]".
    private let hintLabel = Label("/ find · [ and ] groups · Space pick · h hide · c clear · Enter apply", style: Theme.secondary, numberOfLines: 1)
    private var model = FiltersViewModel(summary: "", sections: [], message: nil)
    /// The most rows shown since the sheet opened: its height, which finding (fewer rows) never shrinks.
    private var tallest = 0

    /// The sheet's width: room for a long track name and its count.
    static let width = 72

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
        content.addArrangedSubview(findField, length: .fixed(1))
        content.addArrangedSubview(messageLabel, length: .fit)
        content.addArrangedSubview(table, length: .flexible())
        content.addArrangedSubview(hintLabel, length: .fixed(1))
        findField.delegate = self
        findField.maximumLength = SearchListController.longestSearch
        table.dataSource = self
        table.delegate = self
        presenter.viewDidLoad()
    }

    override var preferredContentSize: Size? {
        Size(width: Self.width, height: min(30, max(tallest, 3) + 5))
    }

    override var preferredFocusView: View? { table }

    override var searchField: TextField? { findField }

    override var keyCommands: [KeyCommand] {
        [
            KeyCommand(.pick, title: "Pick or unpick") { [weak self] in self?.toggleHighlighted() },
            KeyCommand(actions: [.previousGroup, .nextGroup], title: "The previous or next group") { [weak self] index in
                self?.jumpGroup(by: index == 0 ? -1 : 1)
            },
            KeyCommand(.hide, title: "Hide from every view, or show again") { [weak self] in
                guard let self, let indexPath = self.table.highlightedIndexPath, let row = self.row(at: indexPath) else { return }
                self.presenter.didToggleHidden(row.option)
            },
            KeyCommand(.showHidden, title: "Show everything hidden again") { [weak self] in self?.presenter.didShowEverything() },
            KeyCommand(.clear, title: "Clear all") { [weak self] in self?.presenter.didClearAll() },
            KeyCommand(.apply, title: "Apply") { [weak self] in self?.presenter.didApply() },
            KeyCommand(.close, title: "Cancel") { [weak self] in self?.presenter.didCancel() },
        ]
    }

    /// Esc leaves the find field (and empties it) before it cancels the sheet.
    override func handle(_ key: Key) -> Bool {
        if key == .escape, findField.isFocused || !findField.text.isEmpty {
            findField.setText("")
            presenter.didChangeSearch("")
            table.becomeFocused()
            return true
        }
        return super.handle(key)
    }

    // MARK: FiltersView

    func show(_ model: FiltersViewModel) {
        self.model = model
        tallest = max(tallest, model.sections.reduce(0) { $0 + $1.rows.count + 1 })
        summaryLabel.text = model.summary
        messageLabel.text = model.message ?? ""
        messageLabel.isHidden = model.message == nil
        table.isHidden = model.sections.isEmpty
        table.reloadData()
        view.setNeedsLayout()
    }

    private func toggleHighlighted() {
        guard let indexPath = table.highlightedIndexPath, let row = row(at: indexPath) else { return }
        presenter.didToggle(row.option)
    }

    /// To the first option of the group before or after the highlighted one.
    private func jumpGroup(by offset: Int) {
        guard !model.sections.isEmpty else { return }
        let current = table.highlightedIndexPath?.section ?? 0
        let target = min(max(0, current + offset), model.sections.count - 1)
        table.highlightRow(at: IndexPath(row: 0, section: target), position: .top)
    }

    // MARK: Find field

    func textFieldDidChange(_ textField: TextField) { presenter.didChangeSearch(textField.text) }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        table.becomeFocused()
        return true
    }

    // MARK: Table

    var sections: [FiltersViewModel.Section] { model.sections }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = row(at: indexPath) else { return TableCell("") }
        let box = Span(row.isSelected ? "[x] " : "[ ] ", style: row.isSelected ? .bold : .dim)
        let count = row.count.map { Span("  \($0)", style: Theme.secondary) }
        let hidden = row.isHidden ? Span("  hidden", style: Theme.warning) : nil
        return TableCell(StyledText([box, Span(row.title, style: row.isHidden ? Theme.secondary : .plain)] + [count, hidden].compactMap { $0 }))
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didApply()
    }

    /// A click picks or unpicks the option, as a checkbox does; Enter still applies.
    func tableView(_ tableView: TableView, didClickRowAt indexPath: IndexPath) {
        toggleHighlighted()
    }
}
