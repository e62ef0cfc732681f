import Entities
import ExternalOpenerTesting
import Foundation
import NewsDetailsContract
import NewsTesting
import ScheduleTesting
import TerminalUI
import TestHarness
import Testing
@testable import NewsDetails

@MainActor
struct NewsDetailsRouterAndViewTests {
    func show(_ id: String = "n-published", news: InMemoryNewsStore = SampleNews.store(), opener: ExternalOpenerSpy = ExternalOpenerSpy(),
              clipboard: ClipboardSpy = ClipboardSpy(), size: Size = Size(width: 80, height: 24))
        -> (Window, NavigationController, NewsDetailsViewController) {
        let details = NewsDetailsBuilder(news: news, schedule: SampleSchedule.store(), opener: opener).makeNewsDetails(itemID: id) as! NewsDetailsViewController
        let (window, navigation) = showPushed(details, size: size, clipboard: clipboard)
        return (window, navigation, details)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, details) = show()
        let presenter = details.presenter as! NewsDetailsPresenter
        #expect(presenter.view === details)
        #expect((presenter.router as! NewsDetailsRouter).viewController === details)
        #expect((presenter.interactor as! NewsDetailsInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersTheItem(size: Size) async {
        let (window, _, _) = show(size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("https://sample.example/coc") })
        // Read once opened: the keys grow by "u", at the end of the text.
        #expect(await eventually { window.handle(.end); return Snapshot.text(of: window).contains("u marks it") })
        window.handle(.home)
        let text = Snapshot.text(of: window)
        for expected in ["Schedule published", "By Program Committee · Mon 23 Nov 08:30", "All sessions are online.", "Links",
                         "https://sample.example/coc"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
    }

    @Test func enterOpensTheLinkChosenAndYCopiesTheItemsLink() async {
        let opener = ExternalOpenerSpy()
        let clipboard = ClipboardSpy()
        let (window, _, _) = show(opener: opener, clipboard: clipboard, size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("https://sample.example/coc") })
        window.handle(.down)
        window.handle(.enter)
        #expect(await eventually { opener.opened == [URL(string: "https://sample.example/schedule")!] })
        window.handle(.character("y"))
        #expect(clipboard.copied == ["https://sample.example/news/1"])
    }

    @Test func uMarksItUnread() async throws {
        let news = SampleNews.store()
        let (window, _, _) = show(news: news, size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("u marks it unread") })
        window.handle(.character("u"))
        #expect(await eventually { (try? await news.items().first { $0.id == "n-published" }?.isRead) == false })
    }

    @Test func theModuleIsReleasedWhenPopped() async {
        var tracker = LeakTracker()
        let news = SampleNews.store()
        do {
            let (window, navigation, details) = show(news: news)
            let presenter = details.presenter as! NewsDetailsPresenter
            tracker.trackModule(view: details, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Schedule published") })
            _ = navigation.pop()
            _ = Snapshot.text(of: window)
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { news.listenerCount == 0 })
    }
}

@MainActor
struct NewsDetailsBuilderTests {
    @Test func thePublicBuilderMakesAWorkingScreen() async {
        let builder: any NewsDetailsBuilding = NewsDetailsBuilder(news: SampleNews.store(), schedule: SampleSchedule.store(), opener: ExternalOpenerSpy())
        let window = Snapshot.window(showing: builder.makeNewsDetails(itemID: "n-room"), size: Size(width: 80, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("Room change: Hall B") })
    }
}
