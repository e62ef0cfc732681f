import Entities
import FeedFetcherContract
import Foundation
import NewsDataContract
import Synchronization
import Testing
@testable import NewsAPIDataManager

/// A fetcher answering one fixed result and recording the request.
final class OneAnswerFetcher: FeedFetching {
    let answer: Result<FeedResponse, FeedFetchError>
    let requests = Mutex<[FeedRequest]>([])
    init(_ answer: Result<FeedResponse, FeedFetchError>) { self.answer = answer }
    func fetch(_ request: FeedRequest) async throws(FeedFetchError) -> FeedResponse {
        requests.withLock { $0.append(request) }
        return try answer.get()
    }
}

@Suite struct NewsAPIDataManagerTests {
    let url = URL(string: "https://swiftdays.example.com/news.xml")!

    @Test func fetchesConditionallyAndParses() async throws {
        let rss = Data("<rss version=\"2.0\"><channel><item><guid>1</guid><title>Hello</title></item></channel></rss>".utf8)
        let fetcher = OneAnswerFetcher(.success(.body(rss, validators: FeedValidators(etag: "\"n2\""))))
        let result = try await NewsAPIDataManager(fetcher: fetcher, feedURL: url).fetchNews(ifChangedSince: FeedValidators(etag: "\"n1\""))
        guard case .items(let items, let validators) = result else { Issue.record("\(result)"); return }
        #expect(items.map(\.title) == ["Hello"])
        #expect(validators.etag == "\"n2\"" && validators.lastModified == nil)
        #expect(validators.digest != nil, "the body's digest is kept beside the server's tag")
        let request = try #require(fetcher.requests.withLock { $0.first })
        #expect(request.validators == FeedValidators(etag: "\"n1\""))
        #expect(request.acceptedContentTypes.contains("application/rss+xml"))
    }

    /// Issue #28: a feed served without validators was parsed whole on every sync. Its bytes'
    /// digest tells the same body again: "not modified", and nothing conditional is sent.
    @Test func anUnchangedBodyWithoutValidatorsIsNotParsedAgain() async throws {
        let rss = Data("<rss version=\"2.0\"><channel><item><guid>1</guid><title>Hello</title></item></channel></rss>".utf8)
        let fetcher = OneAnswerFetcher(.success(.body(rss, validators: FeedValidators())))
        let api = NewsAPIDataManager(fetcher: fetcher, feedURL: url)
        guard case .items(let items, let validators) = try await api.fetchNews(ifChangedSince: nil) else { Issue.record("no items"); return }
        #expect(items.count == 1)
        #expect(validators.etag == nil && validators.digest != nil)
        #expect(try await api.fetchNews(ifChangedSince: validators) == .notModified)
        #expect(fetcher.requests.withLock { $0.map { $0.validators?.isConditional == true } } == [false, false], "the digest stays here")
        // A store from before kept the digest as the ETag: still not parsed again, still not sent.
        let legacy = FeedValidators(etag: "podium-sha256:" + (validators.digest ?? ""))
        #expect(try await api.fetchNews(ifChangedSince: legacy) == .notModified)
        #expect(fetcher.requests.withLock { $0.last?.validators?.etag } == nil)
        let changed = OneAnswerFetcher(.success(.body(rss + Data(" ".utf8), validators: FeedValidators())))
        guard case .items = try await NewsAPIDataManager(fetcher: changed, feedURL: url).fetchNews(ifChangedSince: validators) else {
            Issue.record("a changed body was taken as unchanged")
            return
        }
    }

    @Test func notModifiedAndErrorsStayTyped() async throws {
        #expect(try await NewsAPIDataManager(fetcher: OneAnswerFetcher(.success(.notModified)), feedURL: url).fetchNews(ifChangedSince: nil) == .notModified)
        do {
            _ = try await NewsAPIDataManager(fetcher: OneAnswerFetcher(.failure(.httpStatus(404, url: url))), feedURL: url).fetchNews(ifChangedSince: nil)
            Issue.record("a 404 was accepted")
        } catch {
            #expect(error == .fetch(.httpStatus(404, url: url)))
        }
        do {
            let html = OneAnswerFetcher(.success(.body(Data("<html></html>".utf8), validators: FeedValidators())))
            _ = try await NewsAPIDataManager(fetcher: html, feedURL: url).fetchNews(ifChangedSince: nil)
            Issue.record("an HTML page was accepted")
        } catch {
            #expect(error == .feed(.unrecognizedFormat("<html>"), url: url.absoluteString))
        }
    }
}
