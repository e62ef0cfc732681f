import Entities
import Formatting
import Foundation

/// Puts one news item into words: its title, who wrote it and when (on the conference's
/// clock), its text and the links in it; decides what choosing a link, `o`, `u` and `y` do.
@MainActor
final class NewsDetailsPresenter: NewsDetailsPresentation, NewsDetailsInteractorOutput {
    weak var view: NewsDetailsView?
    let interactor: NewsDetailsUseCase
    let router: NewsDetailsWireframe
    private var item: NewsItem?
    private var links: [URL] = []
    private var clock = ConferenceClock(timeZone: .gmt)

    init(interactor: NewsDetailsUseCase, router: NewsDetailsWireframe) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(.loading)
        interactor.load()
    }

    // MARK: NewsDetailsPresentation

    func didAskToOpenLink(_ index: Int?) {
        let chosen = index.map { links.indices.contains($0) ? links[$0] : nil } ?? links.first
        guard let url = chosen else { return }
        router.openExternally(url) { [weak self] in
            self?.router.showProblem("Open this address", "No browser could be started here. Copy the address:\n\n\(url.absoluteString)")
        }
    }

    func didAskToMarkUnread() {
        guard item != nil else { return }
        interactor.markUnread()
    }

    func didAskToShare() {
        guard let link = item?.link ?? links.first else { return }
        router.share(link)
    }

    // MARK: NewsDetailsInteractorOutput

    func didLoad(_ item: NewsItem, timeZone: TimeZone) {
        self.item = item
        if clock.timeZone != timeZone { clock = ConferenceClock(timeZone: timeZone) }
        links = ([item.link].compactMap { $0 } + TextLinks.find(in: item.content.isEmpty ? item.summary : item.content))
            .reduce(into: []) { found, url in if !found.contains(url) { found.append(url) } }
        let byline = [item.author.map { "By \($0)" }, item.publishedAt.map(clock.dayAndTime)].compactMap { $0 }.joined(separator: " · ")
        let text = item.content.contains { !$0.isWhitespace } ? item.content : item.summary
        view?.show(.loaded(NewsDetailsViewModel(title: item.title, byline: byline.isEmpty ? nil : byline,
                                                content: text.contains { !$0.isWhitespace } ? text : "No text: the link has it all.",
                                                links: links.map(\.absoluteString), isRead: item.isRead)))
    }

    func didNotFindItem() {
        item = nil
        links = []
        view?.show(.message("This news item is no longer in the feed."))
    }

    /// A failed re-read keeps the item on screen and says so.
    func didFail(_ message: String) {
        if item == nil { view?.show(.message(message)) } else { router.showProblem("Could not read the news", message) }
    }
}
