import AsyncHTTPClient
import Entities
import FeedFetcherContract
import Foundation
import HTTPTypes
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import SecretStoreContract

/// How every data manager that speaks to the conference's podium-server calls it: the sign-in's
/// token from the secret store, one HTTP client per call that refuses redirects (so the token
/// never reaches another origin), a time limit for the whole call, an answer no larger than the
/// API's document allows, and failures in words. Each data manager brings the client generated
/// for the operations it uses (internal to it) and converts its answers to Entities.
public struct ConferenceServerCalls: Sendable {
    /// The secret store's service for the server's sign-in tokens.
    public static let secretService = "podium-server"
    public let address: URL
    let secrets: any SecretStoring
    let timeout: Duration
    /// How long a connection may take to open.
    static let connectSeconds: Int64 = 5
    /// The largest answer read (the document's are kilobytes).
    let responseLimit: Int

    public init(address: URL, secrets: any SecretStoring, timeout: Duration = .seconds(10), responseLimit: Int = 4 << 20) {
        self.address = address
        self.secrets = secrets
        self.timeout = timeout
        self.responseLimit = responseLimit
    }

    /// The secret store's account for this server's token: its host (and port).
    public var account: String { FeedCredential.account(for: address) ?? address.absoluteString }

    public func hasToken() async -> Bool {
        ((try? await secrets.secretIfPresent(service: Self.secretService, account: account)) ?? nil) != nil
    }

    public func storedToken() async throws(ConferenceServerError) -> String? {
        do {
            return try await secrets.secretIfPresent(service: Self.secretService, account: account).map { String(decoding: $0.bytes, as: UTF8.self) }
        } catch {
            throw .invalid("the secret store could not be read: \(error)")
        }
    }

    /// The token, or why there is none to send.
    public func requiredToken() async throws(ConferenceServerError) -> String {
        try checkAddress()   // an address that could never carry a token says so, not "sign in"
        guard let token = try await storedToken() else { throw .notSignedIn }
        return token
    }

    public func keepToken(_ token: String) async throws(ConferenceServerError) {
        do {
            try await secrets.set(Secret(token), service: Self.secretService, account: account, label: "Podium sign-in to \(account)")
        } catch {
            throw .invalid("signed in, but the token could not be kept: \(error)")
        }
    }

    public func forgetToken() async throws(ConferenceServerError) {
        do {
            try await secrets.delete(service: Self.secretService, account: account)
        } catch .itemNotFound {
        } catch {
            throw .invalid("the token could not be removed from the secret store: \(error)")
        }
    }

    /// One operation with its own HTTP client (no redirects; the timeout for the whole call),
    /// the token attached when there is one and the address may carry it. `client` makes the
    /// generated client from the address, the transport and the middlewares.
    public func call<Client: Sendable, Output: Sendable>(
        token: String?, client makeClient: @escaping @Sendable (URL, any ClientTransport, [any ClientMiddleware]) -> Client,
        _ operation: @escaping @Sendable (Client) async throws -> Output
    ) async throws(ConferenceServerError) -> Output {
        try checkAddress()
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.connectionPool.retryConnectionEstablishment = false
        let seconds = Int64(timeout.components.seconds)
        configuration.timeout = .init(connect: .seconds(Self.connectSeconds), read: .seconds(seconds))
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let transport = AsyncHTTPClientTransport(configuration: .init(client: http, timeout: .seconds(seconds)))
        let middlewares: [any ClientMiddleware] = [ResponseSizeLimit(limit: responseLimit)] + (token.map { [BearerToken(token: $0)] } ?? [])
        let result: Result<Output, ConferenceServerError>
        do {
            result = .success(try await operation(makeClient(address, transport, middlewares)))
        } catch {
            result = .failure(Self.describe(error))
        }
        try? await http.shutdown()
        return try result.get()
    }

    public func checkAddress() throws(ConferenceServerError) {
        if let problem = address.connectionProblem { throw .invalid("the server's address \(address.withoutCredentials) cannot be used: \(problem)") }
        guard FeedCredential.mayBeSent(to: address) else { throw .insecure(address) }
    }

    /// A body read as JSON, or "not JSON".
    public static func json<Body>(_ read: () throws -> Body) throws(ConferenceServerError) -> Body {
        do { return try read() } catch { throw .server("an answer that is not JSON") }
    }

    /// The connection was too slow for the server to read the request: a network's trouble, for later.
    public static let tooSlow = ConferenceServerError.unreachable("the server gave up reading the request; the connection is too slow")

    /// The server cannot write just now (its disk is full): nothing changed there; tried again later.
    public static func cannotWrite(_ retryAfter: Int) -> ConferenceServerError {
        .unreachable("the server cannot save just now; it asks to try again in \(max(1, min(retryAfter, 86_400))) s")
    }

    /// The document's times: whole milliseconds since 1970, within its range.
    public static func milliseconds(_ date: Date) -> Int64 {
        Int64(min(max(0, (date.timeIntervalSince1970 * 1000).rounded(.down)), 253_402_300_799_999))
    }

    /// A transport failure in words: the server not there, not answering, or answering nonsense.
    static func describe(_ error: any Error) -> ConferenceServerError {
        let underlying = (error as? ClientError)?.underlyingError ?? error
        if let people = underlying as? ConferenceServerError { return people }
        // It answered, but not as a podium-server does (an HTML page from a proxy, JSON without
        // its ETag): say what it answered, never "unreachable".
        if let response = (error as? ClientError)?.response {
            let type = response.headerFields[.contentType].map { printable($0, limit: 60) } ?? "no content type"
            let what = "\(response.status.code) (\(type))"
            let why: String
            if underlying is DecodingError {
                why = "a body outside the API's document"
            } else if String(describing: underlying).contains("header field named") {
                let name = String(describing: underlying).components(separatedBy: "'").dropFirst().first ?? "a header"
                why = "without the \(printable(name, limit: 40)) header the API requires"
            } else {
                why = "an answer the API's document does not describe"
            }
            return .server("it answered \(what), \(why) — is this the conference's podium-server?")
        }
        if underlying is DecodingError { return .server("an answer outside the API's document") }
        // Which way the connection failed tells a person (and a test's log) whether the server
        // is down, slow or cutting connections.
        if let transport = underlying as? HTTPClientError {
            switch transport {
            case .connectTimeout: return .unreachable("no connection within \(connectSeconds) s")
            case .readTimeout, .deadlineExceeded: return .unreachable("no answer in time")
            case .remoteConnectionClosed: return .unreachable("it closed the connection before answering")
            default: break
            }
        }
        let text = String(describing: underlying)
        if text.contains("refused") { return .unreachable("no answer: connection refused") }
        if text.contains("connect") || text.contains("Connection") { return .unreachable("no answer") }
        if text.contains("deadline") || text.contains("imeout") { return .unreachable("no answer in time") }
        return .unreachable(String(text.prefix(80)))
    }
}

/// At most `limit` characters of a server's text, without its control characters.
func printable(_ text: String, limit: Int) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }.prefix(limit)))
}

/// `Authorization: Bearer …` on every request of a signed-in client.
struct BearerToken: ClientMiddleware {
    let token: String

    func intercept(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return try await next(request, body, baseURL)
    }
}
