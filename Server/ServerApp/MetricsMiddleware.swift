import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Counts and times every answer by the document's operation and its status, outermost of the
/// document's middlewares, so it sees the status the client gets (a Problem included).
struct MetricsMiddleware: ServerMiddleware {
    let metrics: ServerMetrics

    func intercept(_ request: HTTPRequest, body: HTTPBody?, metadata: ServerRequestMetadata, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?))
        async throws -> (HTTPResponse, HTTPBody?) {
        let start = ContinuousClock.now
        do {
            let answer = try await next(request, body, metadata)
            metrics.answered(operationID, status: answer.0.status.code, after: ContinuousClock.now - start)
            return answer
        } catch {
            metrics.answered(operationID, status: 500, after: ContinuousClock.now - start)
            throw error
        }
    }
}
