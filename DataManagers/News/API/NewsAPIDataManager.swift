import Entities
import FeedFetcherContract
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
        // A feed served without an ETag is compared by a digest of its bytes, kept where the ETag
        // would be and never sent: a 17 MB feed was parsed on every sync though nothing changed.
        let digest = validators?.etag.flatMap(BodyDigest.init(tag:))
        let sent = digest == nil ? validators : FeedValidators(lastModified: validators?.lastModified)
        let request = FeedRequest(url: feedURL, validators: sent?.isEmpty == false ? sent : nil, acceptedContentTypes: Self.acceptedContentTypes,
                                  toleratedContentTypes: Self.toleratedContentTypes, maximumBytes: maximumBytes, timeout: timeout)
        let response: FeedResponse
        do {
            response = try await fetcher.fetch(request)
        } catch {
            throw .fetch(error)
        }
        guard case .body(let data, var newValidators) = response else { return .notModified }
        if newValidators.etag == nil {
            let body = BodyDigest(of: data)
            if body == digest { return .notModified }
            newValidators.etag = body.tag
        }
        do throws(NewsFeedError) {
            return .items(try NewsFeedParser().parse(data), validators: newValidators)
        } catch {
            throw .feed(error, url: feedURL.withoutCredentials)
        }
    }
}
