import AsyncHTTPClient
import Entities
import FeedFetcherContract
import Foundation
import NIOHTTPCompression

/// One conditional GET through AsyncHTTPClient: refuses a wrong status or content type as soon
/// as the headers arrive, counts the body as it streams (after a gzip or deflate encoding is
/// undone, with backpressure, so a small body that inflates to gigabytes stops at the limit
/// having held about the limit), follows redirects itself so a credential reaches only its
/// own origin, and gives up after the timeout (the whole request, however slowly the bytes
/// trickle in).
struct HTTPFeedDownload {
    let request: FeedRequest

    /// How many redirects a feed may take before it is refused.
    static let redirectLimit = 5

    func run() async throws(FeedFetchError) -> FeedResponse {
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let result: Result<FeedResponse, FeedFetchError>
        do {
            result = .success(try await withDeadline { try await self.fetch(with: client) })
        } catch let error as FeedFetchError {
            result = .failure(error)
        } catch {
            result = .failure(describe(error))
        }
        try? await client.shutdown()
        return try result.get()
    }

    private var configuration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow   // followed below, origin by origin
        configuration.decompression = .enabled(limit: .size(request.maximumBytes))
        // A refused connection is said at once; the synchronizer's backoff does the retrying.
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .milliseconds(Int64(min(seconds, 30) * 1000)), read: .milliseconds(Int64(seconds * 1000)))
        return configuration
    }

    private var seconds: Double {
        Double(request.timeout.components.seconds) + Double(request.timeout.components.attoseconds) / 1e18
    }

    /// Runs `work`, or gives up with `timedOut` when the whole request takes longer than allowed.
    private func withDeadline(_ work: @escaping @Sendable () async throws -> FeedResponse) async throws -> FeedResponse {
        let (url, seconds, timeout) = (request.url, seconds, request.timeout)
        return try await withThrowingTaskGroup(of: FeedResponse.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(for: timeout)
                throw FeedFetchError.timedOut(seconds: seconds, url: url)
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }

    private func fetch(with client: HTTPClient) async throws -> FeedResponse {
        if let problem = request.url.connectionProblem { throw FeedFetchError.connectionFailed(problem, url: request.url) }
        // A user name and password in the address travel as Basic credentials under the same
        // rule as a token (this origin only), never as part of a URL that may be printed.
        var address = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let basic = address.flatMap { parts in parts.user.map { ($0.removingPercentEncoding ?? $0, (parts.password ?? "").removingPercentEncoding ?? "") } }
        address?.user = nil
        address?.password = nil
        let origin = Origin(request.url)
        var authorization: String?
        if let credential = request.credential {
            guard FeedCredential.mayBeSent(to: request.url) else { throw FeedFetchError.credentialNeedsHTTPS(url: request.url) }
            authorization = "Bearer \(credential.bearerToken)"
        } else if let (user, password) = basic {
            authorization = "Basic \(Data("\(user):\(password)".utf8).base64EncodedString())"
        }

        var target = address?.url ?? request.url
        for _ in 0...Self.redirectLimit {
            if let hosts = request.hosts, !hosts.contains(target.host?.lowercased() ?? "") {
                throw FeedFetchError.connectionFailed("it leads to a host other than the feed's or the server's", url: request.url)
            }
            // The credential goes only to the exact origin (scheme, host, port) it was meant
            // for: not to a CDN, another site, another port of the same machine or plain http.
            let mayAuthorize = Origin(target) == origin && FeedCredential.mayBeSent(to: target)
            let response = try await client.execute(httpRequest(for: target, authorization: mayAuthorize ? authorization : nil),
                                                    timeout: .milliseconds(Int64(seconds * 1000)))
            let status = Int(response.status.code)
            if [301, 302, 303, 307, 308].contains(status), let location = response.headers.first(name: "Location") {
                switch RedirectTarget.resolve(location, from: target) {
                case .success(let next): target = next
                case .failure(let refusal): throw FeedFetchError.connectionFailed(refusal.detail, url: request.url)
                }
                continue
            }
            return try await read(response, status: status)
        }
        throw FeedFetchError.connectionFailed("it redirects more than \(Self.redirectLimit) times", url: request.url)
    }

    private func httpRequest(for url: URL, authorization: String?) -> HTTPClientRequest {
        var http = HTTPClientRequest(url: url.absoluteString)
        http.method = .GET
        if let etag = request.validators?.etag { http.headers.add(name: "If-None-Match", value: etag) }
        if let lastModified = request.validators?.lastModified { http.headers.add(name: "If-Modified-Since", value: lastModified) }
        if !request.acceptedContentTypes.isEmpty { http.headers.add(name: "Accept", value: request.acceptedContentTypes.joined(separator: ", ")) }
        http.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
        http.headers.add(name: "User-Agent", value: "podium/0.1 (conference companion)")
        if let authorization { http.headers.add(name: "Authorization", value: authorization) }
        return http
    }

    private func read(_ response: HTTPClientResponse, status: Int) async throws -> FeedResponse {
        if status == 304 {
            guard request.validators?.isConditional == true else { throw FeedFetchError.unexpectedNotModified(url: request.url) }
            return .notModified
        }
        guard (200..<300).contains(status) else { throw FeedFetchError.httpStatus(status, url: request.url) }
        let contentType = (response.headers.first(name: "Content-Type") ?? "").split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        } ?? ""
        if !request.acceptedContentTypes.isEmpty, !contentType.isEmpty,
           !request.acceptedContentTypes.contains(contentType), !request.toleratedContentTypes.contains(contentType) {
            throw FeedFetchError.unexpectedContentType(contentType, url: request.url)
        }
        // A declared length over the limit is refused before a byte of the body is read (for an
        // encoded body it is the encoded length, so the limit is also counted as it inflates).
        if let declared = response.headers.first(name: "Content-Length").flatMap(Int.init), declared > request.maximumBytes {
            throw FeedFetchError.tooLarge(limit: request.maximumBytes, url: request.url)
        }
        var body = Data()
        for try await chunk in response.body {
            guard body.count + chunk.readableBytes <= request.maximumBytes else {
                throw FeedFetchError.tooLarge(limit: request.maximumBytes, url: request.url)
            }
            body.append(contentsOf: chunk.readableBytesView)
        }
        return .body(body, validators: FeedValidators(etag: response.headers.first(name: "ETag"),
                                                      lastModified: response.headers.first(name: "Last-Modified")))
    }

    /// What a failure of the connection was, in words a person can act on.
    private func describe(_ error: any Error) -> FeedFetchError {
        if let error = error as? NIOHTTPDecompression.DecompressionError, error == .limit {
            return .tooLarge(limit: request.maximumBytes, url: request.url)
        }
        if let error = error as? HTTPClientError {
            switch error {
            case .readTimeout, .connectTimeout, .deadlineExceeded: return .timedOut(seconds: seconds, url: request.url)
            case .remoteConnectionClosed: return .connectionFailed("the server closed the connection before the feed was complete", url: request.url)
            case .cancelled: return .connectionFailed("cancelled", url: request.url)
            default: break
            }
        }
        if error is CancellationError { return .connectionFailed("cancelled", url: request.url) }
        return .connectionFailed(ConnectionWords.describe(error), url: request.url)
    }
}
