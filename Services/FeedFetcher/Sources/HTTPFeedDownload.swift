import FeedFetcherContract
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// One conditional GET: refuses a wrong status or content type as soon as the headers arrive,
/// counts the body as it comes and stops at the size limit, and gives up after the timeout
/// (the whole request, however slowly the bytes trickle in).
final class HTTPFeedDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let request: FeedRequest
    private struct State {
        var body = Data()
        var validators = FeedValidators()
        var failure: FeedFetchError?
        var notModified = false
        var continuation: CheckedContinuation<Void, Never>?
        var finished = false
    }
    private let state = Mutex(State())

    init(request: FeedRequest) {
        self.request = request
    }

    func run() async throws(FeedFetchError) -> FeedResponse {
        // A user name and password in the address travel as Basic credentials under the same
        // rule as a token (this origin only), never as part of a URL that may be printed.
        var address = URLComponents(url: request.url, resolvingAgainstBaseURL: false)
        let basic = address.flatMap { parts in parts.user.map { ($0.removingPercentEncoding ?? $0, (parts.password ?? "").removingPercentEncoding ?? "") } }
        address?.user = nil
        address?.password = nil
        let target = address?.url ?? request.url
        var urlRequest = URLRequest(url: target, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        if let etag = request.validators?.etag { urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        if let lastModified = request.validators?.lastModified { urlRequest.setValue(lastModified, forHTTPHeaderField: "If-Modified-Since") }
        if !request.acceptedContentTypes.isEmpty { urlRequest.setValue(request.acceptedContentTypes.joined(separator: ", "), forHTTPHeaderField: "Accept") }
        urlRequest.setValue("podium/0.1 (conference companion)", forHTTPHeaderField: "User-Agent")
        if let credential = request.credential {
            guard FeedCredential.mayBeSent(to: request.url) else { throw .credentialNeedsHTTPS(url: request.url) }
            urlRequest.setValue("Bearer \(credential.bearerToken)", forHTTPHeaderField: "Authorization")
        } else if let (user, password) = basic {
            urlRequest.setValue("Basic \(Data("\(user):\(password)".utf8).base64EncodedString())", forHTTPHeaderField: "Authorization")
        }

        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
        let task = session.dataTask(with: urlRequest)

        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                state.withLock { $0.continuation = continuation }
                task.resume()
                // Our own watchdog: the whole request, not only the gaps between bytes.
                DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
                    self?.fail(.timedOut(seconds: self?.seconds ?? 0, url: self?.request.url ?? URL(fileURLWithPath: "/")), cancelling: task)
                }
            }
        } onCancel: {
            self.fail(.connectionFailed("cancelled", url: request.url), cancelling: task)
        }
        session.finishTasksAndInvalidate()

        let outcome = state.withLock { ($0.failure, $0.notModified, $0.body, $0.validators) }
        if let failure = outcome.0 { throw failure }
        if outcome.1 { return .notModified }
        return .body(outcome.2, validators: outcome.3)
    }

    private var seconds: TimeInterval {
        Double(request.timeout.components.seconds) + Double(request.timeout.components.attoseconds) / 1e18
    }

    /// Records the first failure, cancels the task and lets `run` return.
    private func fail(_ error: FeedFetchError, cancelling task: URLSessionTask?) {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.finished else { return nil }
            state.finished = true
            state.failure = error
            defer { state.continuation = nil }
            return state.continuation
        }
        task?.cancel()
        continuation?.resume()
    }

    private func finish() {
        let continuation = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.finished else { return nil }
            state.finished = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }

    // MARK: URLSessionDataDelegate

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        guard let http = response as? HTTPURLResponse else {
            fail(.connectionFailed("not an HTTP response", url: request.url), cancelling: dataTask)
            return completionHandler(.cancel)
        }
        if http.statusCode == 304 {
            guard let sent = request.validators, !sent.isEmpty else {
                fail(.unexpectedNotModified(url: request.url), cancelling: dataTask)
                return completionHandler(.cancel)
            }
            state.withLock { $0.notModified = true }
            finish()
            return completionHandler(.cancel)
        }
        guard (200..<300).contains(http.statusCode) else {
            fail(.httpStatus(http.statusCode, url: request.url), cancelling: dataTask)
            return completionHandler(.cancel)
        }
        let contentType = (http.value(forHTTPHeaderField: "Content-Type") ?? "").split(separator: ";").first.map {
            $0.trimmingCharacters(in: .whitespaces).lowercased()
        } ?? ""
        if !request.acceptedContentTypes.isEmpty, !contentType.isEmpty, !request.acceptedContentTypes.contains(contentType) {
            fail(.unexpectedContentType(contentType, url: request.url), cancelling: dataTask)
            return completionHandler(.cancel)
        }
        if http.expectedContentLength > Int64(request.maximumBytes) {
            fail(.tooLarge(limit: request.maximumBytes, url: request.url), cancelling: dataTask)
            return completionHandler(.cancel)
        }
        let validators = FeedValidators(etag: http.value(forHTTPHeaderField: "ETag"),
                                        lastModified: http.value(forHTTPHeaderField: "Last-Modified"))
        state.withLock { $0.validators = validators }
        completionHandler(.allow)
    }

    /// A redirect keeps the credential only to the exact origin (scheme, host, port) it was
    /// meant for: a feed that moves to a CDN, another site, another port of the same machine or
    /// plain http must not receive it. (Foundation on Linux would carry it anywhere.)
    func urlSession(_ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
                    newRequest: URLRequest, completionHandler: @escaping (URLRequest?) -> Void) {
        var next = newRequest
        let sameOrigin = next.url.flatMap(Origin.init) == Origin(request.url)
        if !sameOrigin || next.url.map(FeedCredential.mayBeSent) != true {
            next.setValue(nil, forHTTPHeaderField: "Authorization")
        }
        completionHandler(next)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let tooLarge = state.withLock { state -> Bool in
            state.body.append(data)
            return state.body.count > request.maximumBytes
        }
        if tooLarge { fail(.tooLarge(limit: request.maximumBytes, url: request.url), cancelling: dataTask) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let error else { return finish() }
        let nsError = error as NSError
        if nsError.code == NSURLErrorTimedOut {
            fail(.timedOut(seconds: seconds, url: request.url), cancelling: nil)
        } else {
            fail(.connectionFailed(nsError.localizedDescription, url: request.url), cancelling: nil)
        }
    }
}
