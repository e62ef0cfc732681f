import FeedFetcherContract
import Foundation
import ScheduleDataContract

/// The schedule API data manager: fetches the Sessionize feed through the injected fetcher
/// and parses it in the conference's time zone.
public struct ScheduleAPIDataManager: ScheduleAPIDataManaging {
    /// Media types a Sessionize feed may arrive as; an HTML error page is refused unread.
    public static let acceptedContentTypes = ["application/json", "text/json", "text/plain", "application/octet-stream"]

    private let fetcher: any FeedFetching
    private let feedURL: URL
    private let parser: SessionizeFeedParser
    private let maximumBytes: Int
    private let timeout: Duration

    public init(fetcher: any FeedFetching, feedURL: URL, conferenceTimeZone: TimeZone,
                maximumBytes: Int = 50 * 1024 * 1024, timeout: Duration = .seconds(20)) {
        self.fetcher = fetcher
        self.feedURL = feedURL
        parser = SessionizeFeedParser(conferenceTimeZone: conferenceTimeZone)
        self.maximumBytes = maximumBytes
        self.timeout = timeout
    }

    public func fetchSchedule(ifChangedSince validators: FeedValidators?) async throws(ScheduleFetchError) -> ScheduleFetchResult {
        let request = FeedRequest(url: feedURL, validators: validators, acceptedContentTypes: Self.acceptedContentTypes,
                                  maximumBytes: maximumBytes, timeout: timeout)
        let load = try await fetcher.load(request, fetchFailed: { ScheduleFetchError.fetch($0) }) { data throws(ScheduleFetchError) in
            do throws(ScheduleFeedError) {
                return try parser.parse(data)
            } catch {
                throw .feed(error, url: feedURL.absoluteString)
            }
        }
        switch load {
        case .notModified: return .notModified
        case .loaded(let feed, let validators): return .feed(feed, validators: validators)
        }
    }
}
