import Entities
import Foundation
import NewsTesting
import ScheduleTesting
import Testing
@testable import NewsDetails

@MainActor
final class ViewSpy: NewsDetailsView {
    var states: [NewsDetailsState] = []
    func show(_ state: NewsDetailsState) { states.append(state) }
    var model: NewsDetailsViewModel? {
        if case .loaded(let model) = states.last { return model }
        return nil
    }
}

@MainActor
final class InteractorSpy: NewsDetailsUseCase {
    var loads = 0
    var unreads = 0
    func load() { loads += 1 }
    func markUnread() { unreads += 1 }
}

@MainActor
final class RouterSpy: NewsDetailsWireframe {
    var opened: [URL] = []
    var problems: [String] = []
    var shared: [URL] = []
    var opens = true
    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void) {
        opened.append(url)
        if !opens { otherwise() }
    }
    func showProblem(_ title: String, _ message: String) { problems.append("\(title): \(message)") }
    func share(_ link: URL) { shared.append(link) }
}

@MainActor
struct NewsDetailsPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()

    func makePresenter() -> NewsDetailsPresenter {
        let presenter = NewsDetailsPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    @Test func theItemInWordsWithItsLinks() throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(interactor.loads == 1 && view.states == [.loading])
        presenter.didLoad(SampleNews.published, timeZone: SampleSchedule.timeZone)
        let model = try #require(view.model)
        #expect(model.title == "Schedule published")
        #expect(model.byline == "By Program Committee · Mon 23 Nov 08:30")
        #expect(model.links == ["https://sample.example/news/1", "https://sample.example/schedule", "https://sample.example/coc"])
        #expect(model.content.hasPrefix("All sessions are online."))
    }

    @Test func linksOpenByChoiceAndOOpensTheItemsPage() {
        let presenter = makePresenter()
        presenter.didLoad(SampleNews.published, timeZone: SampleSchedule.timeZone)
        presenter.didAskToOpenLink(2)
        presenter.didAskToOpenLink(nil)
        #expect(router.opened == [URL(string: "https://sample.example/coc")!, URL(string: "https://sample.example/news/1")!])
        router.opens = false
        presenter.didAskToOpenLink(0)
        #expect(router.problems.last?.hasPrefix("Open this address: ") == true)
        presenter.didAskToShare()
        #expect(router.shared == [URL(string: "https://sample.example/news/1")!])
    }

    @Test func anItemWithoutTextOrDateOrLinksSaysSo() throws {
        let presenter = makePresenter()
        presenter.didLoad(NewsItem(id: "x", title: "Bare"), timeZone: SampleSchedule.timeZone)
        let model = try #require(view.model)
        #expect(model.byline == nil && model.links.isEmpty)
        #expect(model.content == "No text: the link has it all.")
        presenter.didAskToShare()
        presenter.didAskToOpenLink(nil)
        #expect(router.shared.isEmpty && router.opened.isEmpty)
        presenter.didLoad(SampleNews.welcome, timeZone: SampleSchedule.timeZone)
        #expect(view.model?.content == "Doors open at 8.\nBadges at the desk.", "the summary when there is no content")
    }

    @Test func uMarksUnreadAndGoneOrFailingIsSaid() {
        let presenter = makePresenter()
        presenter.didAskToMarkUnread()
        #expect(interactor.unreads == 0, "nothing read yet")
        presenter.didLoad(SampleNews.published, timeZone: SampleSchedule.timeZone)
        presenter.didAskToMarkUnread()
        #expect(interactor.unreads == 1)
        presenter.didFail("cannot read the news: database is locked")
        #expect(router.problems == ["Could not read the news: cannot read the news: database is locked"])
        presenter.didNotFindItem()
        #expect(view.states.last == .message("This news item is no longer in the feed."))
    }
}
