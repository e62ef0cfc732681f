import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Every error answer: a status and a `Problem` body (application/json) as the document says.
struct ProblemResponse: Error, HTTPResponseConvertible {
    let status: HTTPResponse.Status
    let message: String
    var fields: [String: String]? = nil
    var extraHeaders: HTTPFields = [:]

    var httpStatus: HTTPResponse.Status { status }

    var httpHeaderFields: HTTPFields {
        var headers = extraHeaders
        headers[.contentType] = "application/json; charset=utf-8"
        return headers
    }

    var httpBody: HTTPBody? { HTTPBody(Self.body(message: message, fields: fields)) }

    static func body(message: String, fields: [String: String]? = nil) -> Data {
        struct Body: Encodable {
            let message: String
            let fields: [String: String]?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(Body(message: message, fields: fields))) ?? Data(#"{"message":"error"}"#.utf8)
    }

    static let unauthorized = ProblemResponse(status: .unauthorized, message: "sign in first: the token is missing, wrong, expired or revoked",
                                              extraHeaders: [.wwwAuthenticate: "Bearer"])
}

/// Turns what the generated code and the handlers throw into answers the document allows: a
/// request the generated code could not read (bad JSON, a missing field, a wrong type) is 400,
/// never 500; a handler's `ProblemResponse` is itself; a write the storage refused (a full disk,
/// a read-only file) is a 503 with `Retry-After`, its cause logged and told to health; anything
/// else is a 500 that is logged.
struct ProblemMiddleware: ServerMiddleware {
    let log: @Sendable (String) -> Void
    /// Why an error is the storage's doing, in words (the store knows its own errors).
    var storageProblem: @Sendable (any Error) -> String? = { _ in nil }
    var storageFailed: @Sendable (String) -> Void = { _ in }

    func intercept(_ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?))
        async throws -> (HTTPResponse, HTTPBody?) {
        do {
            return try await next(request, body, metadata)
        } catch {
            let problem = Self.problem(for: error, operationID: operationID, log: log, storageProblem: storageProblem,
                                       storageFailed: storageFailed)
            return (HTTPResponse(status: problem.httpStatus, headerFields: problem.httpHeaderFields), problem.httpBody)
        }
    }

    /// Seconds a client is asked to wait after the storage refused a write.
    static let storageRetryAfter = 30

    static func problem(for error: any Error, operationID: String, log: (String) -> Void,
                        storageProblem: (any Error) -> String? = { _ in nil }, storageFailed: (String) -> Void = { _ in }) -> ProblemResponse {
        let underlying = (error as? ServerError)?.underlyingError ?? error
        if let problem = underlying as? ProblemResponse { return problem }
        if let reason = storageProblem(underlying) {
            log("\(operationID) could not write: \(reason)")
            storageFailed(reason)
            return ProblemResponse(status: .serviceUnavailable, message: "the server cannot write just now; nothing was changed — try again later",
                                   extraHeaders: [.retryAfter: String(storageRetryAfter)])
        }
        if underlying is DecodingError {
            return ProblemResponse(status: .badRequest, message: "the request body is not what \(operationID) takes")
        }
        if let serverError = error as? ServerError, (400..<500).contains(serverError.httpStatus.code) {
            return ProblemResponse(status: .badRequest, message: "the request is malformed (\(operationID))")
        }
        log("\(operationID) failed: \(String(describing: type(of: underlying)))")
        return ProblemResponse(status: .internalServerError, message: "the server failed; the error is logged")
    }
}
