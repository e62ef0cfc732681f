import Styleguide
import TerminalUI

/// A list screen with a search field over it (the Agenda, Speakers and Attendees tabs): the
/// field's wiring, and Esc leaving a search before it means "back". A subclass is the table's
/// data source and says what a search does.
@MainActor
open class SearchListController: ListScreenController, TextFieldDelegate {
    public let searchBox: TextField

    /// The longest search a field takes: a query is a few words, and a 10 KB paste made every
    /// keystroke's search and highlight take seconds.
    public static let longestSearch = 200

    /// `header`: views above the search field (the agenda's day strip), one line each.
    public init(title: String, searchPlaceholder: String, header: [View] = []) {
        searchBox = TextField(placeholder: searchPlaceholder)
        searchBox.maximumLength = Self.longestSearch
        super.init(title: title, header: header.map { ($0, .fixed(1)) })
    }

    open override func addViewsAboveMessage() {
        content.addArrangedSubview(searchBox, length: .fixed(1))
        searchBox.delegate = self
    }

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

    /// What was typed, after every key.
    open func searchDidChange(_ text: String) {}
    /// Esc ended the search (the field is empty again).
    open func searchDidCancel() {}

    public func textFieldDidChange(_ textField: TextField) { searchDidChange(textField.text) }

    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        table.becomeFocused()
        return true
    }
}
