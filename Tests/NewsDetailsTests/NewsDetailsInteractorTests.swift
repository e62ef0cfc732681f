import Entities
import Foundation
import NewsTesting
import ScheduleTesting
import TestHarness
import Testing
@testable import NewsDetails

@MainActor
final class OutputSpy: NewsDetailsInteractorOutput {
    var items: [NewsItem] = []
    var missing = 0
    var failures: [String] = []
    func didLoad(_ item: NewsItem, timeZone: TimeZone) { items.append(item) }
    func didNotFindItem() { missing += 1 }
    func didFail(_ message: String) { failures.append(message) }
}

@MainActor
struct NewsDetailsInteractorTests {
    func make(_ id: String, news: InMemoryNewsStore) -> (NewsDetailsInteractor, OutputSpy) {
        let interactor = NewsDetailsInteractor(itemID: id, news: news, schedule: SampleSchedule.store())
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func openingMarksTheItemReadOnceAndUUnreadsIt() async throws {
        let news = SampleNews.store()
        let (interactor, output) = make("n-room", news: news)
        interactor.load()
        #expect(await eventually { output.items.last?.isRead == true }, "read by opening it")
        #expect(try await news.items().filter(\.isRead).map(\.id) == ["n-room"])
        interactor.markUnread()
        #expect(await eventually { output.items.last?.isRead == false })
        news.replaceItems(SampleNews.items)   // a sync re-reads it
        try await Task.sleep(for: .milliseconds(50))
        #expect(output.items.last?.isRead == false, "the person's u stands: a re-read does not mark it read again")
    }

    @Test func anItemThatLeftTheFeedAndAFailure() async {
        let news = SampleNews.store()
        let (interactor, output) = make("n-room", news: news)
        interactor.load()
        #expect(await eventually { output.items.count >= 1 })
        news.replaceItems([SampleNews.published])
        // Said once per read that misses it (opening it also marks it read, which reads again).
        #expect(await eventually { output.missing >= 1 }, "\(output.items.map(\.id)) \(output.failures)")
        let failing = SampleNews.store()
        failing.failure = "disk I/O error"
        let (other, otherOutput) = make("n-room", news: failing)
        other.load()
        #expect(await eventually { otherOutput.failures == ["cannot read the news: disk I/O error"] })
        withExtendedLifetime(interactor) {}   // its live read lasts as long as it does
    }

    @Test func goingAwayStopsListening() async {
        let news = SampleNews.store()
        var interactor: NewsDetailsInteractor? = NewsDetailsInteractor(itemID: "n-room", news: news, schedule: SampleSchedule.store())
        interactor?.load()
        #expect(await eventually { news.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { news.listenerCount == 0 })
    }
}
