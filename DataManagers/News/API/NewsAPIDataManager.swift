import Entities
import FeedFetcherContract
import FeedLoading
import Foundation
import NewsDataContract

/// The news API data manager: fetches the feed through the injected fetcher and parses it.
public struct NewsAPIDataManager: NewsAPIDataManaging {
    public static let acceptedContentTypes = [
        "application/rss+xml", "application/atom+xml", "application/feed+json", "application/json", "application/xml", "text/xml",
    ]
    /// Let through but never asked for (what some servers label any file).
    public static let toleratedContentTypes = ["text/plain", "application/octet-stream"]

    private let fetcher: any FeedFetching
    private let feedURL: URL
    private let maximumBytes: Int
    private let timeout: Duration

    public init(fetcher: any FeedFetching, feedURL: URL, maximumBytes: Int = 50 * 1024 * 1024, timeout: Duration = .seconds(20)) {
        self.fetcher = fetcher
        self.feedURL = feedURL
        self.maximumBytes = maximumBytes
        self.timeout = timeout
    }

    public func fetchNews(ifChangedSince validators: FeedValidators?) async throws(NewsFetchError) -> NewsFetchResult {
        let request = FeedRequest(url: feedURL, validators: validators, acceptedContentTypes: Self.acceptedContentTypes,
                                  toleratedContentTypes: Self.toleratedContentTypes, maximumBytes: maximumBytes, timeout: timeout)
        let load = try await fetcher.load(request, fetchFailed: { NewsFetchError.fetch($0) }) { data throws(NewsFetchError) in
            do throws(NewsFeedError) {
                return try NewsFeedParser().parse(data)
            } catch {
                throw .feed(error, url: feedURL.withoutCredentials)
            }
        }
        switch load {
        case .notModified: return .notModified
        case .loaded(let items, let validators): return .items(items, validators: validators)
        }
    }
}
