import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

/// One line per request: method, path (never the query, which may hold a search), status and
/// time. Tokens, ticket codes and emails travel in headers and bodies, which are never logged.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let log: ServerLog

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let path = request.uri.path
        do {
            let response = try await next(request, context)
            log.request(method: "\(request.method)", path: path, status: response.status.code, milliseconds: Self.milliseconds(since: start))
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status.code ?? 500
            log.request(method: "\(request.method)", path: path, status: status, milliseconds: Self.milliseconds(since: start))
            throw error
        }
    }

    static func milliseconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = ContinuousClock.now - start
        return String(format: "%.1f", Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
}

/// Reads the whole body up to the limit before anything parses it: a longer one is answered 413
/// (a Problem, as the document says) without reading the rest.
struct BodyLimitMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    let defaultLimit: Int
    /// Paths whose bodies may be larger (a device's favorites).
    let limits: [String: Int]
    /// How long the whole body may take to arrive: a body dripped a byte a second is cut off.
    let readTimeout: Duration

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let limit = limits[request.uri.path] ?? defaultLimit
        var request = request
        if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
            return Self.tooLarge(limit)
        }
        do {
            let body = request.body
            let buffer = try await withThrowingTaskGroup(of: ByteBuffer?.self) { group in
                group.addTask { try await body.collect(upTo: limit) }
                group.addTask { try await Task.sleep(for: readTimeout); return nil }
                defer { group.cancelAll() }
                return try await group.next() ?? nil
            }
            guard let buffer else { return Self.problem(.requestTimeout, "the request body did not arrive within \(readTimeout)") }
            request.body = RequestBody(buffer: buffer)
        } catch let error as HTTPError where error.status == .contentTooLarge {
            return Self.tooLarge(limit)
        } catch is NIOTooManyBytesError {
            return Self.tooLarge(limit)
        }
        return try await next(request, context)
    }

    static func tooLarge(_ limit: Int) -> Response {
        problem(.contentTooLarge, "the request body is over the limit of \(limit) bytes")
    }

    /// A Problem that ends the connection: the rest of the body is not read.
    static func problem(_ status: HTTPResponse.Status, _ message: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        headers[.connection] = "close"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: ProblemResponse.body(message: message))))
    }
}

/// What the router does not have, as a Problem: 405 with `Allow` for a method the document does
/// not list on a path it has, 404 for any other path.
struct NotFoundMiddleware: RouterMiddleware {
    typealias Context = ServerContext
    /// The document's paths and their methods (`*` is one path segment).
    static let methods: [(path: [String], allowed: String)] = [
        (["healthz"], "GET, HEAD"), (["v1", "sessions"], "POST"), (["v1", "sessions", "current"], "DELETE"),
        (["v1", "attendees"], "GET, HEAD"), (["v1", "attendees", "*"], "GET, HEAD"), (["v1", "me"], "GET, HEAD, PUT"),
        (["v1", "me", "favorites"], "GET, HEAD, PUT"),
    ]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound || error.status == .methodNotAllowed {
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            let segments = request.uri.path.split(separator: "/").map(String.init)
            if let known = Self.methods.first(where: { Self.matches($0.path, segments) }) {
                headers[.allow] = known.allowed
                let body = ProblemResponse.body(message: "\(request.uri.path) takes \(known.allowed), not \(request.method)")
                return Response(status: .methodNotAllowed, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
            }
            let body = ProblemResponse.body(message: "no such operation: \(request.method) \(request.uri.path)")
            return Response(status: .notFound, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: body)))
        }
    }

    static func matches(_ pattern: [String], _ segments: [String]) -> Bool {
        pattern.count == segments.count && zip(pattern, segments).allSatisfy { $0 == "*" || $0 == $1 }
    }
}
