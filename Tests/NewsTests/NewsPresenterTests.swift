import Entities
import Foundation
import NewsTesting
import ScheduleTesting
import Testing
@testable import News

@MainActor
final class ViewSpy: NewsView {
    var models: [NewsViewModel] = []
    var highlighted: [String] = []
    func show(_ model: NewsViewModel) { models.append(model) }
    func highlight(_ itemID: String) { highlighted.append(itemID) }
}

@MainActor
final class InteractorSpy: NewsUseCase {
    var starts = 0
    var marked: [[String]] = []
    func start() { starts += 1 }
    func markRead(_ itemIDs: [String]) { marked.append(itemIDs) }
}

@MainActor
final class RouterSpy: NewsWireframe {
    var opened: [String] = []
    var problems: [String] = []
    func presentNewsDetails(for itemID: String) { opened.append(itemID) }
    func showProblem(_ title: String, _ message: String) { problems.append("\(title): \(message)") }
}

@MainActor
struct NewsPresenterTests {
    let view = ViewSpy()
    let interactor = InteractorSpy()
    let router = RouterSpy()

    func makePresenter() -> NewsPresenter {
        let presenter = NewsPresenter(interactor: interactor, router: router)
        presenter.view = view
        return presenter
    }

    @Test func itemsNewestFirstWithUnreadMarkedAndCounted() throws {
        let presenter = makePresenter()
        presenter.viewDidLoad()
        #expect(interactor.starts == 1 && view.models.last?.message == "Loading…")
        var items = SampleNews.items
        items[1].isRead = true
        presenter.didLoad(items, timeZone: SampleSchedule.timeZone)
        let model = try #require(view.models.last)
        #expect(model.rows.map(\.title) == ["Room change: Hall B", "Schedule published", "Welcome", "Lost and found"])
        #expect(model.rows.map(\.isUnread) == [true, false, true, true])
        #expect(model.unreadCount == 3)
        #expect(model.rows.map(\.date) == ["Mon 23 Nov 12:15", "Mon 23 Nov 08:30", "Mon 23 Nov 07:00", nil], "on the conference's clock")
        #expect(model.rows[0].summary == "Sessions in Hall B move to Hall C after lunch.", "no summary: the text's first line")
        #expect(model.rows[2].summary == "Doors open at 8.", "the summary's first line")
        #expect(model.message == nil)
    }

    /// `n` goes to the next unread item below the highlight, and round from the top; `R` marks
    /// every unread item read, and nothing when none is.
    @Test func nextUnreadWrapsAndMarkAllReadMarksOnlyTheUnread() {
        let presenter = makePresenter()
        presenter.didPressNextUnread(after: nil)
        #expect(view.highlighted.isEmpty, "nothing loaded, nothing to go to")
        var items = SampleNews.items
        items[1].isRead = true
        presenter.didLoad(items, timeZone: SampleSchedule.timeZone)
        presenter.didPressNextUnread(after: items[0].id)
        presenter.didPressNextUnread(after: items[3].id)
        presenter.didPressNextUnread(after: nil)
        #expect(view.highlighted == [items[2].id, items[0].id, items[0].id], "past the read one; from the last round to the first")
        presenter.didPressMarkAllRead()
        #expect(interactor.marked == [[items[0].id, items[2].id, items[3].id]])
        presenter.didLoad(items.map { var item = $0; item.isRead = true; return item }, timeZone: SampleSchedule.timeZone)
        presenter.didPressMarkAllRead()
        presenter.didPressNextUnread(after: items[0].id)
        #expect(interactor.marked.count == 1 && view.highlighted.count == 3, "all read: nothing to mark, nowhere to go")
        presenter.didFailToMarkRead("cannot mark the news read: disk full")
        #expect(router.problems == ["Could not mark the news read: cannot mark the news read: disk full"])
    }

    @Test func aRealEmptyStateAndAnErrorState() {
        let presenter = makePresenter()
        presenter.didFail("cannot read the news: disk I/O error")
        #expect(view.models.last?.message == "cannot read the news: disk I/O error")
        presenter.didLoad([], timeZone: SampleSchedule.timeZone)
        #expect(view.models.last?.message == "No news yet — it appears here when the conference posts it.")
        #expect(view.models.last?.unreadCount == 0)
        presenter.didLoad(SampleNews.items, timeZone: SampleSchedule.timeZone)
        presenter.didFail("cannot read the news: database is locked")
        #expect(router.problems == ["Could not read the news: cannot read the news: database is locked"], "the list stays")
    }

    @Test func selectingOpensTheItem() {
        makePresenter().didSelectItem("n-room")
        #expect(router.opened == ["n-room"])
    }

    @Test func firstLineSkipsBlankLinesAndKeepsARowShort() {
        #expect(NewsPresenter.firstLine("\n  \nSecond line\nthird") == "Second line")
        #expect(NewsPresenter.firstLine(String(repeating: "x", count: 5000)).count == 300)
        #expect(NewsPresenter.firstLine("") == "")
    }
}
