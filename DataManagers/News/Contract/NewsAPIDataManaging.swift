import Entities
import FeedFetcherContract

/// Fetches the conference's news feed (RSS 2.0, Atom or JSON Feed) as plain-text entities.
public protocol NewsAPIDataManaging: Sendable {
    func fetchNews(ifChangedSince validators: FeedValidators?) async throws(NewsFetchError) -> NewsFetchResult
}

public enum NewsFetchResult: Sendable, Hashable {
    case notModified
    case items([NewsItem], validators: FeedValidators)
}

public enum NewsFetchError: Error, Sendable, Hashable, CustomStringConvertible {
    case fetch(FeedFetchError)
    case feed(NewsFeedError, url: String)

    public var description: String {
        switch self {
        case .fetch(let error): "\(error)"
        case .feed(let error, let url): "\(url): \(error)"
        }
    }
}

/// Why a news feed was rejected; a rejected feed never replaces the news we have.
public enum NewsFeedError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Neither RSS 2.0, Atom nor JSON Feed.
    case unrecognizedFormat(String)
    case malformedXML(line: Int, column: Int, detail: String)
    case malformedJSON(String)
    /// An item without the fields that identify it, and where.
    case missingField(path: String)

    public var description: String {
        switch self {
        case .unrecognizedFormat(let start): "not RSS 2.0, Atom or JSON Feed (it starts with \"\(start)\")"
        case .malformedXML(let line, let column, let detail): "malformed XML at line \(line), column \(column): \(detail)"
        case .malformedJSON(let detail): "malformed JSON Feed: \(detail)"
        case .missingField(let path): "missing required field \(path)"
        }
    }
}
