import FeedFetcherContract
import Foundation

/// What fetching and parsing a feed gave: nothing new, or a value and its validators.
enum FeedLoad<Value: Sendable>: Sendable {
    case notModified
    case loaded(Value, validators: FeedValidators)
}

extension FeedFetching {
    /// Fetches conditionally and parses what came, keeping fetch failures and parse failures
    /// apart as the caller's own error type. A 304 parses nothing.
    func load<Value: Sendable, Failure: Error>(
        _ request: FeedRequest,
        fetchFailed: (FeedFetchError) -> Failure,
        parse: (Data) throws(Failure) -> Value
    ) async throws(Failure) -> FeedLoad<Value> {
        let response: FeedResponse
        do {
            response = try await fetch(request)
        } catch {
            throw fetchFailed(error)
        }
        switch response {
        case .notModified:
            return .notModified
        case .body(let data, let validators):
            return .loaded(try parse(data), validators: validators)
        }
    }
}
