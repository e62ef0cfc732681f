import Styleguide
import TerminalUI

/// The Speakers tab: a search field, and everyone A–Z under their initial (two lines a row:
/// the name, then tag line and sessions), or what a search found.
@MainActor
final class SpeakersViewController: ViewController, SpeakersView, TableViewDataSource, TableViewDelegate, TextFieldDelegate {
    let presenter: SpeakersPresentation
    private let content = StackView(axis: .vertical)
    private let searchBox = TextField(placeholder: "/ search names, tag lines and bios")
    private let messageLabel = Label("", style: Theme.secondary)
    private let table = TableView()
    private var model = SpeakersViewModel(title: "Speakers", sections: [], message: nil, focusSpeakerID: nil)
    private var indexPaths: [String: IndexPath] = [:]

    init(presenter: SpeakersPresentation) {
        self.presenter = presenter
        super.init()
        title = "Speakers"
    }

    override func makeView() -> View { content }

    override func viewDidLoad() {
        super.viewDidLoad()
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
        [KeyCommand(.enter, title: "Open the speaker") {}]
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

    func show(_ model: SpeakersViewModel) {
        let keep = highlightedSpeakerID
        self.model = model
        title = model.title
        messageLabel.text = model.message ?? ""
        messageLabel.isHidden = model.message == nil
        indexPaths = model.sections.indexPaths(by: \.speakerID)
        table.reloadData()
        if let focus = model.focusSpeakerID, let indexPath = indexPaths[focus] {
            table.highlightRow(at: indexPath, position: .top)
        } else if let keep, let indexPath = indexPaths[keep] {
            table.highlightRow(at: indexPath, position: .visible)
        }
        view.setNeedsLayout()
    }

    private var highlightedSpeakerID: String? {
        table.highlightedIndexPath.flatMap { model.sections.row(at: $0)?.speakerID }
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

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { model.sections[section].title }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = model.sections.row(at: indexPath) else { return TableCell("") }
        return TableCell([StyledText([Theme.favoriteMark(row.isFavorite), Span(row.name, style: Theme.heading)]),
                          StyledText([Span("  "), Span(row.detail, style: Theme.secondary)])])
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = model.sections.row(at: indexPath) else { return }
        presenter.didSelectSpeaker(row.speakerID)
    }
}
