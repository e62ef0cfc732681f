import Entities
import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Refuses an answer larger than any the API's document allows (a page of attendees, a profile, a
/// set of favorites are kilobytes), before it is held whole: a server that went wrong, or a
/// machine that answers in its place, cannot make the client read gigabytes.
struct ResponseSizeLimit: ClientMiddleware {
    let limit: Int

    func intercept(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, answer) = try await next(request, body, baseURL)
        guard let answer else { return (response, nil) }
        if case .known(let length) = answer.length, length > limit { throw tooLarge }
        return (response, HTTPBody(LimitedBytes(base: answer, limit: limit, tooLarge: tooLarge), length: answer.length,
                                   iterationBehavior: answer.iterationBehavior))
    }

    private var tooLarge: ConferenceServerError { .server("an answer larger than \(limit) bytes, more than the API's document allows") }
}

/// The body's chunks, counted; past the limit the next chunk is an error instead.
struct LimitedBytes: AsyncSequence, Sendable {
    typealias Element = HTTPBody.ByteChunk
    let base: HTTPBody
    let limit: Int
    let tooLarge: ConferenceServerError

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: HTTPBody.AsyncIterator
        let limit: Int
        let tooLarge: ConferenceServerError
        var seen = 0

        mutating func next() async throws -> HTTPBody.ByteChunk? {
            guard let chunk = try await base.next() else { return nil }
            seen += chunk.count
            if seen > limit { throw tooLarge }
            return chunk
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(base: base.makeAsyncIterator(), limit: limit, tooLarge: tooLarge) }
}
