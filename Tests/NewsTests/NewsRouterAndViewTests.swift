import Entities
import Foundation
import NewsContract
import NewsDetailsTesting
import NewsTesting
import ScheduleTesting
import TerminalUI
import TestHarness
import Testing
@testable import News

@MainActor
struct NewsRouterAndViewTests {
    let details = NewsDetailsBuilderSpy()

    /// The tab as Root shows it: the screen in a stack whose item names the tab.
    func show(_ news: InMemoryNewsStore = SampleNews.store(), size: Size = Size(width: 80, height: 24))
        -> (Window, NavigationController, NewsViewController) {
        let screen = NewsBuilder(news: news, schedule: SampleSchedule.store(), newsDetails: details).makeNews() as! NewsViewController
        let navigation = NavigationController(rootViewController: screen)
        navigation.tabBarItem = TabBarItem(title: "News", key: "4")
        let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: ViewController()), navigation])
        tabs.select(1)
        return (Snapshot.window(showing: tabs, size: size), navigation, screen)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, screen) = show()
        let presenter = screen.presenter as! NewsPresenter
        #expect(presenter.view === screen)
        #expect((presenter.router as! NewsRouter).viewController === screen)
        #expect((presenter.interactor as! NewsInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersTheNewsWithTheUnreadCountInTheTab(size: Size) async {
        let (window, _, _) = show(size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("Room change: Hall B") })
        let text = Snapshot.text(of: window)
        for expected in ["4 News (4)", "● Room change: Hall B  Mon 23 Nov 12:15", "Sessions in Hall B move to Hall C after lunch.",
                         "● Schedule published  Mon 23 Nov 08:30", "All sessions are online.", "● Lost and found"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
    }

    @Test func newsArrivingRaisesTheCountAndReadingLowersItWithoutAKey() async throws {
        let news = SampleNews.store()
        let (window, _, _) = show(news)
        #expect(await eventually { Snapshot.text(of: window).contains("News (4)") })
        news.replaceItems([NewsItem(id: "n-new", title: "Keynote moved to Hall A")] + SampleNews.items)
        #expect(await eventually { Snapshot.text(of: window).contains("News (5)") && Snapshot.text(of: window).contains("Keynote moved") })
        for item in SampleNews.items + [NewsItem(id: "n-new", title: "")] { try await news.setRead(item.id, true) }
        #expect(await eventually { Snapshot.text(of: window).split(separator: "\n").first?.hasSuffix("News") == true }, "no count when all is read")
    }

    @Test func nAndShiftRMoveToUnreadAndMarkEverythingRead() async throws {
        let news = SampleNews.store()
        try await news.setRead("n-published", true)
        let (window, _, screen) = show(news)
        #expect(await eventually { Snapshot.text(of: window).contains("News (3)") })
        window.handle(.character("n"))
        #expect(screen.table.highlightedIndexPath?.row == 2, "past the read item in row 1")
        window.handle(.character("?"))
        let help = Snapshot.text(of: window)
        #expect(help.contains("n                        Next unread item") && help.contains("R                        Mark every item read"), "\(help)")
        window.handle(.escape)
        window.handle(.character("R"))
        #expect(await eventually { Snapshot.text(of: window).split(separator: "\n").first?.hasSuffix("News") == true }, "no count left")
        #expect(!Snapshot.text(of: window).contains("●"))
    }

    @Test func enterOpensTheItem() async {
        let (window, navigation, _) = show()
        #expect(await eventually { Snapshot.text(of: window).contains("Room change") })
        window.handle(.down)
        window.handle(.enter)
        #expect(details.requests == ["n-published"])
        #expect(navigation.topViewController?.title == "News item n-published (spy)")
    }

    @Test func anEmptyFeedSaysWhatWillHappen() async {
        let (window, _, _) = show(InMemoryNewsStore())
        #expect(await eventually { Snapshot.text(of: window).contains("No news yet — it appears here when the conference posts it.") })
    }

    @Test func theModuleIsReleasedWithItsScreen() async {
        var tracker = LeakTracker()
        let news = SampleNews.store()
        do {
            let (window, _, screen) = show(news)
            let presenter = screen.presenter as! NewsPresenter
            tracker.trackModule(view: screen, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Room change") })
            window.rootViewController = nil
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { news.listenerCount == 0 })
    }
}

@MainActor
struct NewsBuilderTests {
    /// The count shows on the tab before the tab is ever opened.
    @Test func theBuiltScreenCountsUnreadItemsBeforeItIsOpened() async {
        let builder: any NewsBuilding = NewsBuilder(news: SampleNews.store(), schedule: SampleSchedule.store(), newsDetails: NewsDetailsBuilderSpy())
        let news = NavigationController(rootViewController: builder.makeNews())
        news.tabBarItem = TabBarItem(title: "News", key: "4")
        let tabs = TabBarController(viewControllers: [NavigationController(rootViewController: ViewController()), news])
        let window = Snapshot.window(showing: tabs, size: Size(width: 80, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("4 News (4)") })
    }
}
