import FeedFetcherContract
import Files
import Foundation

/// The real fetcher: http(s) through URLSession, `file:` read directly (URLSession on Linux
/// refuses file URLs with NSURLErrorDomain -1002).
public struct FeedFetcher: FeedFetching {
    public init() {}

    public func fetch(_ request: FeedRequest) async throws(FeedFetchError) -> FeedResponse {
        switch request.url.scheme?.lowercased() {
        case "file"?:
            return try FileFeedReader.read(request)
        case "http"?, "https"?:
            return try await HTTPFeedDownload(request: request).run()
        default:
            throw .unsupportedScheme(request.url.scheme ?? "(none)", url: request.url)
        }
    }
}

/// File feeds: the validators are the file's size and modification time.
enum FileFeedReader {
    static func read(_ request: FeedRequest) throws(FeedFetchError) -> FeedResponse {
        let path = request.url.path
        let attributes: [FileAttributeKey: Any]
        do {
            // A link is followed: a feed kept in a dotfiles repository is its target's type.
            attributes = try FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        } catch {
            throw .fileUnreadable(FileProblem.words(for: error), path: path)
        }
        // Only a regular file has an end: /dev/zero never stops, a FIFO waits for a writer.
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: break
        case .typeDirectory?: throw .fileUnreadable("it is a folder", path: path)
        case .typeCharacterSpecial?, .typeBlockSpecial?: throw .fileUnreadable("it is a device, not a file", path: path)
        case .typeSocket?: throw .fileUnreadable("it is a socket, not a file", path: path)
        default: throw .fileUnreadable("it is a named pipe or another special file, not a regular file", path: path)
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        let validators = FeedValidators(etag: "\"\(size)-\(modified)\"", lastModified: nil)
        if request.validators?.etag == validators.etag { return .notModified }
        guard size <= request.maximumBytes else { throw .tooLarge(limit: request.maximumBytes, url: request.url) }
        do {
            return .body(try Data(contentsOf: request.url), validators: validators)
        } catch {
            throw .fileUnreadable(FileProblem.words(for: error), path: path)
        }
    }
}
