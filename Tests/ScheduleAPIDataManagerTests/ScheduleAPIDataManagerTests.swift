import Entities
import FeedFetcherContract
import Foundation
import ScheduleDataContract
import Synchronization
import Testing
@testable import ScheduleAPIDataManager

/// A fetcher that answers from a script and records what it was asked.
final class FakeFetcher: FeedFetching {
    let answer: @Sendable (FeedRequest) -> Result<FeedResponse, FeedFetchError>
    let requests = Mutex<[FeedRequest]>([])

    init(_ answer: @escaping @Sendable (FeedRequest) -> Result<FeedResponse, FeedFetchError>) {
        self.answer = answer
    }

    func fetch(_ request: FeedRequest) async throws(FeedFetchError) -> FeedResponse {
        requests.withLock { $0.append(request) }
        return try answer(request).get()
    }
}

@Suite struct ScheduleAPIDataManagerTests {
    let url = URL(string: "https://sessionize.com/api/v2/abc123/view/All")!
    let berlin = TimeZone(identifier: "Europe/Berlin")!

    func manager(_ fetcher: FakeFetcher) -> ScheduleAPIDataManager {
        ScheduleAPIDataManager(fetcher: fetcher, feedURL: url, conferenceTimeZone: berlin, maximumBytes: 1_000_000, timeout: .seconds(5))
    }

    @Test func aFeedIsFetchedConditionallyAndParsed() async throws {
        let validators = FeedValidators(etag: "\"v2\"")
        let fetcher = FakeFetcher { _ in .success(.body(Data(SessionizeSample.json.utf8), validators: validators)) }
        let result = try await manager(fetcher).fetchSchedule(ifChangedSince: FeedValidators(etag: "\"v1\""))
        guard case .feed(let feed, let newValidators) = result else { Issue.record("\(result)"); return }
        #expect(feed.sessions.count == 4)
        #expect(newValidators.etag == validators.etag, "the server's tag, as it sent it")
        #expect(newValidators.digest?.count == 64, "and the body's digest beside it")
        let request = try #require(fetcher.requests.withLock { $0.first })
        #expect(request.url == url)
        #expect(request.validators == FeedValidators(etag: "\"v1\""))
        #expect(request.acceptedContentTypes.contains("application/json"))
        // The Accept header asks only for what Podium reads: asked for text/plain, pretalx sends
        // its text timetable instead of its export. A calendar served as text/plain still passes.
        #expect(!request.acceptedContentTypes.contains("text/plain") && !request.acceptedContentTypes.contains("*/*"))
        #expect(request.toleratedContentTypes.contains("text/plain"))
        #expect(request.maximumBytes == 1_000_000 && request.timeout == .seconds(5))
    }

    @Test func notModifiedParsesNothing() async throws {
        let fetcher = FakeFetcher { _ in .success(.notModified) }
        #expect(try await manager(fetcher).fetchSchedule(ifChangedSince: FeedValidators(etag: "\"v1\"")) == .notModified)
    }

    @Test func fetchAndFeedErrorsStayApartAndTyped() async {
        let failing = FakeFetcher { request in .failure(.httpStatus(503, url: request.url)) }
        do {
            _ = try await manager(failing).fetchSchedule(ifChangedSince: nil)
            Issue.record("a 503 was accepted")
        } catch {
            #expect(error == .fetch(.httpStatus(503, url: url)))
            #expect("\(error)" == "HTTP 503 from \(url.absoluteString)")
        }
        let broken = FakeFetcher { _ in .success(.body(Data("{\"sessions\": [".utf8), validators: FeedValidators())) }
        do {
            _ = try await manager(broken).fetchSchedule(ifChangedSince: nil)
            Issue.record("truncated JSON was accepted")
        } catch {
            guard case .feed(.malformedJSON, let where_) = error else { Issue.record("\(error)"); return }
            #expect(where_ == url.absoluteString)
        }
    }
}
