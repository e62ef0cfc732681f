import SharedScreens
import Styleguide
import TerminalUI

/// The News tab: items newest first, two lines a row (a dot on unread ones, title and date,
/// then the summary's first line); its tab counts what is unread, "News (3)", even before
/// it is first opened.
@MainActor
final class NewsViewController: ListScreenController, NewsView, TableViewDataSource {
    let presenter: NewsPresentation
    private var model = NewsViewModel(rows: [], unreadCount: 0, message: nil)

    init(presenter: NewsPresentation) {
        self.presenter = presenter
        super.init(title: "News")
        tabBarItem = TabBarItem(title: "News")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    override var keyCommands: [KeyCommand] {
        [KeyCommand(.open, title: "Read the item"),
         KeyCommand(.nextUnread, title: "Next unread item") { [weak self] in
             guard let self else { return }
             presenter.didPressNextUnread(after: table.highlightedIndexPath.flatMap { self.model.rows[safe: $0.row]?.itemID })
         },
         KeyCommand(.markAllRead, title: "Mark every item read") { [weak self] in self?.presenter.didPressMarkAllRead() }]
    }

    func highlight(_ itemID: String) {
        guard let row = model.rows.firstIndex(where: { $0.itemID == itemID }) else { return }
        table.highlightRow(at: IndexPath(row: row, section: 0))
    }

    func show(_ model: NewsViewModel) {
        let keep = table.highlightedIndexPath.flatMap { self.model.rows[safe: $0.row]?.itemID }
        self.model = model
        title = model.unreadCount > 0 ? "News — \(model.unreadCount) unread" : "News"
        tabBarItem?.badge = model.unreadCount > 0 ? "\(model.unreadCount)" : nil
        showMessage(model.message)
        table.reloadData()
        // The highlight stays on its item when news arrives above it.
        if let keep, let row = model.rows.firstIndex(where: { $0.itemID == keep }) { table.highlightRow(at: IndexPath(row: row, section: 0)) }
        view.setNeedsLayout()
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { model.rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableCell {
        guard let row = model.rows[safe: indexPath.row] else { return TableCell("") }
        let mark = row.isUnread ? Span("● ", style: Theme.highlight) : Span("  ")
        let date = row.date.map { [Span("  "), Span($0, style: Theme.secondary)] } ?? []
        return TableCell([StyledText([mark, Span(row.title, style: row.isUnread ? Theme.heading : .plain)] + date),
                          StyledText([Span("  "), Span(row.summary, style: Theme.secondary)])])
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard let row = model.rows[safe: indexPath.row] else { return }
        presenter.didSelectItem(row.itemID)
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
