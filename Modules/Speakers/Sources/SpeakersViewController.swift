import SharedScreens
import Styleguide
import TerminalUI

/// The Speakers tab: a search field, and everyone A–Z under their initial (two lines a row:
/// the name, then tag line and sessions), or what a search found.
@MainActor
final class SpeakersViewController: SearchListController, SpeakersView, SectionedListDataSource {
    let presenter: SpeakersPresentation
    private var model = SpeakersViewModel(title: "Speakers", sections: [], message: nil, focusSpeakerID: nil)

    init(presenter: SpeakersPresentation) {
        self.presenter = presenter
        super.init(title: "Speakers", searchPlaceholder: "/ search names, tag lines and bios")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(.open, title: "Open the speaker")]
    }

    func show(_ model: SpeakersViewModel) {
        let keep = highlightedSpeakerID
        self.model = model
        title = model.title
        showMessage(model.message)
        table.reloadData()
        table.highlightRow(focus: model.focusSpeakerID, else: keep, in: model.sections, id: \.speakerID)
        view.setNeedsLayout()
    }

    private var highlightedSpeakerID: String? {
        table.highlightedIndexPath.flatMap { model.sections.row(at: $0)?.speakerID }
    }

    // MARK: Search field

    override func searchDidChange(_ text: String) { presenter.didChangeSearch(text) }
    override func searchDidCancel() { presenter.didCancelSearch() }

    // MARK: Table

    var sections: [SpeakersSectionModel] { model.sections }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = row(at: indexPath) else { return TableCell("") }
        return TableCell([StyledText([Theme.favoriteMark(row.isFavorite), Span(row.name, style: Theme.heading)]),
                          StyledText([Span("  "), Span(row.detail, style: Theme.secondary)])])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = row(at: indexPath) else { return }
        presenter.didSelectSpeaker(row.speakerID)
    }
}
