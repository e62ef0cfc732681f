import Entities
import Formatting
import Foundation

// The in-module contract of News details: every protocol between its View, Presenter,
// Interactor and Router, declared before any of them.

/// One news item in words: what, who, when, the text, and its links (each can be chosen).
struct NewsDetailsViewModel: Equatable {
    let title: String
    /// "By Program Committee · Mon 23 Nov 09:30", or what of it the feed gives.
    let byline: String?
    let content: String
    /// The item's own page first, then the addresses in its text.
    let links: [String]
    let isRead: Bool
}

/// What the screen shows: loading, its model once read, or a message in its place.
typealias NewsDetailsState = DetailState<NewsDetailsViewModel>

@MainActor
protocol NewsDetailsView: AnyObject {
    func show(_ state: NewsDetailsState)
}

@MainActor
protocol NewsDetailsPresentation: AnyObject {
    func viewDidLoad()
    /// Enter on a link, or `o` (nil: the item's own page, else the first link).
    func didAskToOpenLink(_ index: Int?)
    /// `u`: read again later.
    func didAskToMarkUnread()
    /// `y`: the item's link to the clipboard.
    func didAskToShare()
}

@MainActor
protocol NewsDetailsUseCase: AnyObject {
    /// Reads the item and marks it read (once: `markUnread` is not undone by a re-read), and
    /// reads it again whenever the news changes.
    func load()
    func markUnread()
}

@MainActor
protocol NewsDetailsInteractorOutput: AnyObject {
    /// The item, and the zone of the conference's clocks.
    func didLoad(_ item: NewsItem, timeZone: TimeZone)
    /// The item left the feed.
    func didNotFindItem()
    func didFail(_ message: String)
}

@MainActor
protocol NewsDetailsWireframe: AnyObject {
    /// Leaves the app for `url` (a browser); `otherwise` runs when nothing here could take it.
    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void)
    /// Says what went wrong, over the screen, which keeps what it shows.
    func showProblem(_ title: String, _ message: String)
    /// Copies a link to the clipboard where the terminal allows it, else shows it; says which.
    func share(_ link: URL)
}
