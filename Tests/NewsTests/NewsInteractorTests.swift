import Entities
import Foundation
import NewsTesting
import ScheduleTesting
import TestHarness
import Testing
@testable import News

@MainActor
final class OutputSpy: NewsInteractorOutput {
    var loads: [[NewsItem]] = []
    var zones: [TimeZone] = []
    var failures: [String] = []
    var markFailures: [String] = []
    func didLoad(_ items: [NewsItem], timeZone: TimeZone) { loads.append(items); zones.append(timeZone) }
    func didFail(_ message: String) { failures.append(message) }
    func didFailToMarkRead(_ message: String) { markFailures.append(message) }
}

@MainActor
struct NewsInteractorTests {
    @Test func theNewsNowAndWhenASyncBringsMoreOrAnItemIsRead() async throws {
        let news = SampleNews.store()
        let interactor = NewsInteractor(news: news, schedule: SampleSchedule.store())
        let output = OutputSpy()
        interactor.output = output
        interactor.start()
        #expect(await eventually { output.loads.count == 1 })
        #expect(output.loads[0].map(\.id) == SampleNews.items.map(\.id))
        #expect(output.zones.first == SampleSchedule.timeZone)
        news.replaceItems([NewsItem(id: "n-new", title: "Just in")] + SampleNews.items)
        #expect(await eventually { output.loads.last?.first?.id == "n-new" }, "new items without a key press")
        try await news.setRead("n-new", true)
        #expect(await eventually { output.loads.last?.first?.isRead == true })
        withExtendedLifetime(interactor) {}
    }

    @Test func markingReadKeepsEachMarkAndTheListFollows() async throws {
        let news = SampleNews.store()
        let interactor = NewsInteractor(news: news, schedule: SampleSchedule.store())
        let output = OutputSpy()
        interactor.output = output
        interactor.start()
        #expect(await eventually { output.loads.count == 1 })
        interactor.markRead(SampleNews.items.map(\.id))
        #expect(await eventually { output.loads.last?.allSatisfy(\.isRead) == true })
        #expect(output.markFailures.isEmpty)
        withExtendedLifetime(interactor) {}
    }

    @Test func failuresAreReported() async {
        let news = SampleNews.store()
        news.failure = "no such table: news"
        let interactor = NewsInteractor(news: news, schedule: SampleSchedule.store())
        let output = OutputSpy()
        interactor.output = output
        interactor.start()
        #expect(await eventually { output.failures == ["cannot read the news: no such table: news"] })
        withExtendedLifetime(interactor) {}
    }

    @Test func goingAwayStopsListening() async {
        let news = SampleNews.store()
        var interactor: NewsInteractor? = NewsInteractor(news: news, schedule: SampleSchedule.store())
        interactor?.start()
        #expect(await eventually { news.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { news.listenerCount == 0 })
    }
}
