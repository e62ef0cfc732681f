import Styleguide
import TerminalUI

/// A list screen (My schedule, News, and the searchable lists built on it): lines above it (what
/// changed, a day strip), a message line, and a table of two-line rows filling the rest. The
/// subclass is the table's data source and says what a row does.
@MainActor
open class ListScreenController: ViewController, TableViewDelegate {
    public let content = StackView(axis: .vertical)
    public let messageLabel = Label("", style: Theme.secondary)
    public let table = TableView()
    /// Views above the list, with the height each takes.
    private let header: [(view: View, length: StackLength)]

    public init(title: String, header: [(view: View, length: StackLength)] = []) {
        self.header = header
        super.init()
        self.title = title
    }

    open override func makeView() -> View { content }

    /// Lays the screen out and wires the table; a subclass then asks its Presenter for the content.
    open override func viewDidLoad() {
        super.viewDidLoad()
        for (view, length) in header { content.addArrangedSubview(view, length: length) }
        addViewsAboveMessage()
        content.addArrangedSubview(messageLabel, length: .fit)
        content.addArrangedSubview(table, length: .flexible())
        table.rowHeight = 2
        table.delegate = self
        table.dataSource = self as? TableViewDataSource
    }

    /// Where a kind of list adds its own line under the header (the search field).
    open func addViewsAboveMessage() {}

    open override var preferredFocusView: View? { table }

    /// The message line: shown with text, gone without.
    public func showMessage(_ text: String?, style: Style = Theme.secondary) {
        messageLabel.text = text ?? ""
        messageLabel.style = style
        messageLabel.isHidden = text == nil
    }

    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableViewDidReachEnd(_ tableView: TableView) {}
}
