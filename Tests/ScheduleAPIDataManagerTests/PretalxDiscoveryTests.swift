import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import Synchronization
import TestHarness
import Testing
@testable import ScheduleAPIDataManager

/// Finding a pretalx event from any of its pages, or an instance from its address, by asking
/// pretalx's API (here a fetcher answering as one), and believing only what is checked.
@Suite struct PretalxDiscoveryTests {
    /// Answers as a pretalx at https://pretalx.example.org/ with the events `democon` and `old`.
    final class PretalxAPIFetcher: FeedFetching {
        let asked = Mutex<[URL]>([])
        let answers: [String: String]

        init(answers: [String: String] = PretalxAPIFetcher.pretalx) {
            self.answers = answers
        }

        static let pretalx = [
            "https://pretalx.example.org/api/": #"{"name":"pretalx","version":"2026.2.1","api_version":"v2"}"#,
            "https://pretalx.example.org/api/events/democon/": #"{"name":{"de":"DemoKonf","en":"DemoCon\u001b[2J 2026"},"slug":"democon","date_from":"2026-11-30","date_to":"2026-12-02","timezone":"Europe/Berlin"}"#,
            "https://pretalx.example.org/api/events/": #"[{"name":{"en":"Old Conf"},"slug":"old","date_from":"2019-01-01","date_to":"2019-01-02"},{"name":{"en":"DemoCon"},"slug":"democon","date_from":"2026-11-30","date_to":"2026-12-02"},{"name":"x","slug":"bad slug"}]"#,
        ]

        func fetch(_ request: FeedRequest) async throws(FeedFetchError) -> FeedResponse {
            asked.withLock { $0.append(request.url) }
            guard let body = answers[request.url.absoluteString] else { throw .httpStatus(404, url: request.url) }
            #expect(request.acceptedContentTypes == ["application/json"] && request.maximumBytes <= 8 << 20)
            return .body(Data(body.utf8), validators: FeedValidators())
        }
    }

    @Test(arguments: ["https://pretalx.example.org/democon/", "https://pretalx.example.org/democon/talk/ABC123/",
                      "https://pretalx.example.org/democon/schedule/?lang=de", "https://pretalx.example.org/democon/speaker/XYZ/"])
    func anyPageOfTheEventFindsIt(_ page: String) async throws {
        let found = await PretalxDiscovery(fetcher: PretalxAPIFetcher()).find(URL(string: page)!)
        guard case .event(let listing) = found else { Issue.record("\(found)"); return }
        #expect(listing.event.page.absoluteString == "https://pretalx.example.org/democon/")
        #expect(listing.name == "DemoCon[2J 2026", "English first, without its control character")
        #expect(listing.firstDay == LocalDate(year: 2026, month: 11, day: 30) && listing.timeZone?.identifier == "Europe/Berlin")
    }

    @Test func anInstanceIsFoundAndListsItsEventsSoonestLast() async throws {
        let discovery = PretalxDiscovery(fetcher: PretalxAPIFetcher())
        #expect(await discovery.find(URL(string: "https://pretalx.example.org/")!) == .instance(URL(string: "https://pretalx.example.org/")!))
        let events = try await discovery.events(on: URL(string: "https://pretalx.example.org/")!, matching: nil)
        #expect(events.map(\.event.slug) == ["old", "democon"], "a slug pretalx would not give is left out")
        #expect(try await discovery.events(on: URL(string: "https://pretalx.example.org/")!, matching: "DEMO").map(\.name) == ["DemoCon"])
    }

    @Test func anAddressThatIsNoPretalxSaysWhatWasAsked() async throws {
        let fetcher = PretalxAPIFetcher(answers: [:])
        let found = await PretalxDiscovery(fetcher: fetcher).find(URL(string: "https://conference.example.org/2026/schedule")!)
        guard case .nothing(let asked) = found else { Issue.record("\(found)"); return }
        #expect(asked.contains(URL(string: "https://conference.example.org/api/events/2026/")!))
        #expect(asked.contains(URL(string: "https://conference.example.org/2026/schedule/api/")!))
        #expect(fetcher.asked.withLock { $0.count } <= 8, "a few questions, not a crawl")
    }

    /// An API that answers for another slug, or not as pretalx, is not believed.
    @Test func anAnswerForAnotherEventIsNotBelieved() async throws {
        let fetcher = PretalxAPIFetcher(answers: ["https://pretalx.example.org/api/events/democon/": #"{"slug":"other","name":"Other"}"#,
                                                  "https://pretalx.example.org/api/": #"{"name":"something else"}"#])
        guard case .nothing = await PretalxDiscovery(fetcher: fetcher).find(URL(string: "https://pretalx.example.org/democon/")!) else {
            Issue.record("believed")
            return
        }
    }
}

/// pretalx 2026.2.1's own exports (its demo event, Tests/Fixtures/Schedules/pretalx-2026.*): each
/// names pretalx as its generator, and each slot's page is its talk's.
@Suite struct PretalxExportTests {
    @Test(arguments: ["pretalx-2026.json", "pretalx-2026.xml"])
    func theExportNamesPretalxAndEverySlotsTalk(_ file: String) throws {
        let data = try Data(contentsOf: RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/\(file)"))
        let feed = try ScheduleFeedReader().read(data)
        #expect(feed.conference.generator == "pretalx")
        let event = try #require(feed.sessions.compactMap { $0.pageURL.flatMap(PretalxEvent.init(talkPage:)) }.first)
        #expect(event.slug == "democon")
        let codes = feed.sessions.compactMap { $0.pageURL.flatMap(event.talkCode(inPage:)) }
        #expect(codes.count == feed.sessions.count && codes.allSatisfy(PretalxEvent.isTalkCode), "every slot is a talk with a code")
    }

    @Test func aGeneratorIsOneShortWordOrNone() {
        #expect(ScheduleAssembler.generatorName(" Pretalx ") == "pretalx")
        #expect(ScheduleAssembler.generatorName("frab 1.2\u{1B}[2J") == nil)
        #expect(ScheduleAssembler.generatorName(String(repeating: "a", count: 41)) == nil)
    }
}
