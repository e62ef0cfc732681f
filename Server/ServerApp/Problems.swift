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
/// never 500; a handler's `ProblemResponse` is itself; anything else is a 500 that is logged.
struct ProblemMiddleware: ServerMiddleware {
    let log: @Sendable (String) -> Void

    func intercept(_ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?))
        async throws -> (HTTPResponse, HTTPBody?) {
        do {
            return try await next(request, body, metadata)
        } catch {
            let problem = Self.problem(for: error, operationID: operationID, log: log)
            return (HTTPResponse(status: problem.httpStatus, headerFields: problem.httpHeaderFields), problem.httpBody)
        }
    }

    static func problem(for error: any Error, operationID: String, log: (String) -> Void) -> ProblemResponse {
        let underlying = (error as? ServerError)?.underlyingError ?? error
        if let problem = underlying as? ProblemResponse { return problem }
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
