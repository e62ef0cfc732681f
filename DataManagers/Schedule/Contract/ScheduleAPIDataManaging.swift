import FeedFetcherContract

/// Fetches the schedule from the conference's feed and hands it over as entities.
public protocol ScheduleAPIDataManaging: Sendable {
    /// With the validators of the last good fetch, an unchanged feed costs no parse.
    func fetchSchedule(ifChangedSince validators: FeedValidators?) async throws(ScheduleFetchError) -> ScheduleFetchResult
}

public enum ScheduleFetchResult: Sendable, Hashable {
    case notModified
    case feed(ScheduleFeed, validators: FeedValidators)
}

/// Why a schedule could not be fetched: the fetch failed, or what came was not a good feed.
public enum ScheduleFetchError: Error, Sendable, Hashable, CustomStringConvertible {
    case fetch(FeedFetchError)
    case feed(ScheduleFeedError, url: String)
    /// The token stored for the feed's host could not be read (the secret store is locked or damaged).
    case credentialUnavailable(host: String, detail: String)

    public var description: String {
        switch self {
        case .fetch(let error): "\(error)"
        case .feed(let error, let url): "\(url): \(error)"
        case .credentialUnavailable(let host, let detail): "cannot read the stored token for \(host): \(detail)"
        }
    }
}
