import FeedFetcherContract
import Foundation

/// What fetching and parsing a feed gave: nothing new, or a value and its validators.
public enum FeedLoad<Value: Sendable>: Sendable {
    case notModified
    case loaded(Value, validators: FeedValidators)
}

extension FeedFetching {
    /// Fetches conditionally and parses what came, keeping fetch failures and parse failures
    /// apart as the caller's own error type. A 304 parses nothing, and neither does a body whose
    /// digest is the one in the request's validators: a server that never answers 304 (or a
    /// file touched but not changed) costs the download and a hash, not a parse and a write.
    public func load<Value: Sendable, Failure: Error>(
        _ request: FeedRequest,
        fetchFailed: (FeedFetchError) -> Failure,
        parse: (Data) throws(Failure) -> Value
    ) async throws(Failure) -> FeedLoad<Value> {
        var request = request
        request.validators = BodyDigest.upgrading(request.validators)
        let response: FeedResponse
        do {
            response = try await fetch(request)
        } catch {
            throw fetchFailed(error)
        }
        switch response {
        case .notModified:
            return .notModified
        case .body(let data, var validators):
            let digest = BodyDigest.of(data)
            if digest == request.validators?.digest { return .notModified }
            validators.digest = digest
            return .loaded(try parse(data), validators: validators)
        }
    }
}
