import Entities
import Foundation

// The in-module contract of News: every protocol between its View, Presenter, Interactor and
// Router, declared before any of them.

/// One news item as a row: marked while unread, its title and date over the first line of
/// its summary.
struct NewsRowModel: Equatable {
    let itemID: String
    let title: String
    /// "Mon 23 Nov 09:30", on the conference's clock; nil for an undated item.
    let date: String?
    /// The summary's first line, or nothing when it has none.
    let summary: String
    let isUnread: Bool
}

struct NewsViewModel: Equatable {
    let rows: [NewsRowModel]
    /// What the tab's title counts.
    let unreadCount: Int
    /// Said instead of rows: loading, nothing yet, an error.
    let message: String?
}

@MainActor
protocol NewsView: AnyObject {
    func show(_ model: NewsViewModel)
    /// Moves the highlight to the item's row.
    func highlight(_ itemID: String)
}

@MainActor
protocol NewsPresentation: AnyObject {
    func viewDidLoad()
    func didSelectItem(_ itemID: String)
    /// The next unread item after the highlighted one (nil: none highlighted), from the top
    /// again past the last.
    func didPressNextUnread(after itemID: String?)
    func didPressMarkAllRead()
}

@MainActor
protocol NewsUseCase: AnyObject {
    /// Reads the news with its read marks, and again whenever either changes.
    func start()
    /// Marks these items read, each kept apart from the feed as reading one does.
    func markRead(_ itemIDs: [String])
}

@MainActor
protocol NewsInteractorOutput: AnyObject {
    /// Newest first, and the zone of the conference's clocks.
    func didLoad(_ items: [NewsItem], timeZone: TimeZone)
    func didFail(_ message: String)
    func didFailToMarkRead(_ message: String)
}

@MainActor
protocol NewsWireframe: AnyObject {
    func presentNewsDetails(for itemID: String)
    /// Says what went wrong, over the list, which stays as it is.
    func showProblem(_ title: String, _ message: String)
}
