import SharedScreens
import Styleguide
import TerminalUI

/// The Attendees tab: a search field and the attendees who chose to be listed (two lines a row:
/// the name, then role · company); more are read as the list reaches its end.
@MainActor
final class AttendeesViewController: SearchListController, AttendeesView, TableViewDataSource {
    let presenter: AttendeesPresentation
    private var model = AttendeesViewModel(title: "Attendees", rows: [], message: nil, messageIsProblem: false, focusAttendeeID: nil,
                                              isSignedIn: false)

    init(presenter: AttendeesPresentation) {
        self.presenter = presenter
        super.init(title: "Attendees", searchPlaceholder: "/ search names, companies, roles and interests")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override var searchField: TextField? { model.isSignedIn ? searchBox : nil }

    override var keyCommands: [KeyCommand] {
        var commands = model.rows.isEmpty ? [] : [KeyCommand(.open, title: "Open the attendee")]
        commands.append(KeyCommand(.signIn, title: model.isSignedIn ? "Sign out" : "Sign in") { [weak self] in
            self?.presenter.didAskToSignInOrOut()
        })
        if model.isSignedIn {
            commands.append(KeyCommand(.editProfile, title: "Edit your profile (who sees you)") { [weak self] in
                self?.presenter.didAskToEditProfile()
            })
        }
        return commands
    }

    func show(_ model: AttendeesViewModel) {
        let keep = table.highlightedIndexPath.flatMap { self.model.rows.indices.contains($0.row) ? self.model.rows[$0.row].attendeeID : nil }
        self.model = model
        title = model.title
        showMessage(model.message, style: model.messageIsProblem ? Theme.problem : Theme.secondary)
        searchBox.isHidden = !model.isSignedIn
        table.reloadData()
        let target = model.focusAttendeeID ?? keep
        if let target, let row = model.rows.firstIndex(where: { $0.attendeeID == target }) {
            table.highlightRow(at: IndexPath(row: row, section: 0), position: model.focusAttendeeID == nil ? .visible : .top)
        }
        view.setNeedsLayout()
    }

    // MARK: Search field

    override func searchDidChange(_ text: String) { presenter.didChangeSearch(text) }
    override func searchDidCancel() { presenter.didCancelSearch() }

    // MARK: Table

    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.rows.count }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard model.rows.indices.contains(indexPath.row) else { return TableCell("") }
        let row = model.rows[indexPath.row]
        return TableCell([StyledText([Span(row.name, style: Theme.heading)]), StyledText([Span("  "), Span(row.detail, style: Theme.secondary)])])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard model.rows.indices.contains(indexPath.row) else { return }
        presenter.didSelectAttendee(model.rows[indexPath.row].attendeeID)
    }

    override func tableViewDidReachEnd(_ tableView: TableView) {
        presenter.didReachEnd()
    }
}
