import TerminalUI

/// A list screen with a search field over it and a message line between (the Agenda, Speakers
/// and People tabs): the layout, two-line rows, the field's wiring, and Esc leaving a search
/// before it means "back". A subclass is the table's data source and says what a search does.
@MainActor
open class SearchListController: ViewController, TableViewDelegate, TextFieldDelegate {
    public let content = StackView(axis: .vertical)
    public let searchBox: TextField
    public let messageLabel = Label("", style: Theme.secondary)
    public let table = TableView()
    /// Views above the search field (the agenda's day strip), one line each.
    private let header: [View]

    public init(title: String, searchPlaceholder: String, header: [View] = []) {
        searchBox = TextField(placeholder: searchPlaceholder)
        self.header = header
        super.init()
        self.title = title
    }

    open override func makeView() -> View { content }

    /// Lays the screen out; a subclass sets the table's data source, then calls its Presenter.
    open override func viewDidLoad() {
        super.viewDidLoad()
        for view in header { content.addArrangedSubview(view, length: .fixed(1)) }
        content.addArrangedSubview(searchBox, length: .fixed(1))
        content.addArrangedSubview(messageLabel, length: .fit)
        content.addArrangedSubview(table, length: .flexible())
        table.rowHeight = 2
        table.delegate = self
        searchBox.delegate = self
    }

    open override var preferredFocusView: View? { table }
    open override var searchField: TextField? { searchBox }

    open override func handle(_ key: Key) -> Bool {
        // Esc leaves a search (and its field) before it means "back".
        if key == .escape, searchBox.isFocused || !searchBox.text.isEmpty {
            searchBox.setText("")
            searchDidCancel()
            table.becomeFocused()
            return true
        }
        return super.handle(key)
    }

    /// The message line: shown with text, gone without.
    public func showMessage(_ text: String?, style: Style = Theme.secondary) {
        messageLabel.text = text ?? ""
        messageLabel.style = style
        messageLabel.isHidden = text == nil
    }

    /// What was typed, after every key.
    open func searchDidChange(_ text: String) {}
    /// Esc ended the search (the field is empty again).
    open func searchDidCancel() {}

    public func textFieldDidChange(_ textField: TextField) { searchDidChange(textField.text) }

    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        table.becomeFocused()
        return true
    }

    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableViewDidReachEnd(_ tableView: TableView) {}
}
