import Entities
import Formatting
import Foundation

/// Decides what the News list shows: items newest first, unread ones marked and counted, dates
/// on the conference's clock; and in words when there is nothing to show.
@MainActor
final class NewsPresenter: NewsPresentation, NewsInteractorOutput {
    weak var view: NewsView?
    let interactor: NewsUseCase
    let router: NewsWireframe
    private var items: [NewsItem]?
    private var clock = ConferenceClock(timeZone: .gmt)

    static let emptyMessage = "No news yet — it appears here when the conference posts it."

    init(interactor: NewsUseCase, router: NewsWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(NewsViewModel(rows: [], unreadCount: 0, message: "Loading…"))
        interactor.start()
    }

    func didSelectItem(_ itemID: String) {
        router.presentNewsDetails(for: itemID)
    }

    func didPressNextUnread(after itemID: String?) {
        guard let items else { return }
        let start = itemID.flatMap { id in items.firstIndex { $0.id == id } }.map { $0 + 1 } ?? 0
        let next = items[start...].first { !$0.isRead } ?? items[..<start].first { !$0.isRead }
        if let next { view?.highlight(next.id) }
    }

    func didPressMarkAllRead() {
        let unread = (items ?? []).filter { !$0.isRead }.map(\.id)
        if !unread.isEmpty { interactor.markRead(unread) }
    }

    func didFailToMarkRead(_ message: String) {
        router.showProblem("Could not mark the news read", message)
    }

    func didLoad(_ items: [NewsItem], timeZone: TimeZone) {
        self.items = items
        if clock.timeZone != timeZone { clock = ConferenceClock(timeZone: timeZone) }
        view?.show(NewsViewModel(rows: items.map(row), unreadCount: items.count { !$0.isRead },
                                 message: items.isEmpty ? Self.emptyMessage : nil))
    }

    /// A failed re-read keeps the list and says so over it; with nothing on show the message
    /// takes its place.
    func didFail(_ message: String) {
        if items?.isEmpty == false { return router.showProblem("Could not read the news", message) }
        view?.show(NewsViewModel(rows: [], unreadCount: 0, message: message))
    }

    private func row(_ item: NewsItem) -> NewsRowModel {
        NewsRowModel(itemID: item.id, title: item.title, date: item.publishedAt.map(clock.dayAndTime),
                     summary: Self.firstLine(item.summary.contains { !$0.isWhitespace } ? item.summary : item.content),
                     isUnread: !item.isRead)
    }

    /// The first line with text in it, as a row has room for (a summary may be pages long).
    static func firstLine(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).first { $0.contains { !$0.isWhitespace } } ?? ""
        return String(line.prefix(300)).trimmingCharacters(in: .whitespaces)
    }
}
