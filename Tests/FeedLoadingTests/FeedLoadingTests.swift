import FeedFetcherContract
import FeedLoading
import Foundation
import Synchronization
import Testing

/// A server that answers every request with the same answers, in turn, and records what it was asked.
private final class ScriptedFetcher: FeedFetching {
    let answers: Mutex<[Result<FeedResponse, FeedFetchError>]>
    let requests = Mutex<[FeedRequest]>([])
    init(_ answers: [Result<FeedResponse, FeedFetchError>]) { self.answers = Mutex(answers) }
    func fetch(_ request: FeedRequest) async throws(FeedFetchError) -> FeedResponse {
        requests.withLock { $0.append(request) }
        return try answers.withLock { $0.removeFirst() }.get()
    }
}

private struct Failure: Error, Equatable { let words: String }

@Suite struct FeedLoadingTests {
    let url = URL(string: "https://pretalx.example.org/conf/schedule/export/schedule.json")!
    let body = Data(#"{"schedule": {"version": "1"}}"#.utf8)

    /// pretalx sends a new weak ETag on every answer and never answers 304 to it: the same bytes
    /// are still not parsed again.
    @Test func theSameBytesAreNotParsedAgainWhateverTheServerSays() async throws {
        let fetcher = ScriptedFetcher([.success(.body(body, validators: FeedValidators(etag: #"W/"1""#))),
                                       .success(.body(body, validators: FeedValidators(etag: #"W/"2""#)))])
        let parses = Mutex(0)
        func load(_ validators: FeedValidators?) async throws(Failure) -> FeedLoad<Int> {
            try await fetcher.load(FeedRequest(url: url, validators: validators), fetchFailed: { Failure(words: "\($0)") }) { data throws(Failure) in
                parses.withLock { $0 += 1 }
                return data.count
            }
        }
        guard case .loaded(let count, let validators) = try await load(nil) else { Issue.record("the first answer was not read"); return }
        #expect(count == body.count)
        #expect(validators.etag == #"W/"1""#, "the ETag is kept as the server sent it, quotes and all")
        #expect(validators.digest?.count == 64)
        guard case .notModified = try await load(validators) else { Issue.record("the same bytes were read again"); return }
        #expect(parses.withLock { $0 } == 1)
        #expect(fetcher.requests.withLock { $0.last?.validators?.etag } == #"W/"1""#, "the ETag asked with is the one given")
    }

    @Test func changedBytesAreReadAndA304ReadsNothing() async throws {
        let previous = FeedValidators(etag: #""a""#, digest: BodyDigest.of(body))
        let changed = body + Data(" ".utf8)
        let fetcher = ScriptedFetcher([.success(.body(changed, validators: FeedValidators(etag: #""a""#))), .success(.notModified),
                                       .failure(.httpStatus(500, url: url))])
        let request = FeedRequest(url: url, validators: previous)
        let read = { (data: Data) throws(Failure) -> Data in data }
        guard case .loaded(let data, let validators) = try await fetcher.load(request, fetchFailed: { Failure(words: "\($0)") }, parse: read) else {
            Issue.record("a changed body was taken as unchanged")
            return
        }
        #expect(data == changed)
        #expect(validators.digest == BodyDigest.of(changed))
        guard case .notModified = try await fetcher.load(request, fetchFailed: { Failure(words: "\($0)") }, parse: read) else {
            Issue.record("a 304 was read")
            return
        }
        await #expect(throws: Failure(words: "HTTP 500 from \(url)")) {
            _ = try await fetcher.load(request, fetchFailed: { Failure(words: "\($0)") }, parse: read)
        }
    }

    /// Stores from before kept a feed's digest as its ETag: it moves to its own field, never to
    /// be sent to the server as If-None-Match.
    @Test func aDigestStoredAsTheETagIsNotSent() {
        let stored = FeedValidators(etag: "podium-sha256:" + String(repeating: "ab", count: 32), lastModified: "Tue, 01 Dec 2026 10:00:00 GMT")
        let upgraded = BodyDigest.upgrading(stored)
        #expect(upgraded == FeedValidators(lastModified: "Tue, 01 Dec 2026 10:00:00 GMT", digest: String(repeating: "ab", count: 32)))
        #expect(upgraded?.isConditional == true)
        #expect(BodyDigest.upgrading(FeedValidators(etag: "podium-sha256:00"))?.isConditional == false)
        #expect(BodyDigest.upgrading(FeedValidators(etag: #""x""#)) == FeedValidators(etag: #""x""#))
        #expect(BodyDigest.upgrading(nil) == nil)
    }
}
