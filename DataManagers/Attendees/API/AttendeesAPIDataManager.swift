import AsyncHTTPClient
import AttendeesDataContract
import Entities
import FeedFetcherContract
import Foundation
import HTTPTypes
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import SecretStoreContract

/// The conference's server through the client generated from API/openapi.yaml (internal to
/// this target: generated types never leave it). Each call gets its own HTTP client, refusing
/// redirects so the token never reaches another origin, and converts the answer to Entities.
public struct AttendeesAPIDataManager: AttendeesServing, ProfileServing, FavoritesSyncServing {
    public static let secretService = "podium-server"
    public let address: URL
    let secrets: any SecretStoring
    let timeout: Duration
    /// The largest answer read (the document's are kilobytes).
    let responseLimit: Int

    public init(address: URL, secrets: any SecretStoring, timeout: Duration = .seconds(10), responseLimit: Int = 4 << 20) {
        self.address = address
        self.secrets = secrets
        self.timeout = timeout
        self.responseLimit = responseLimit
    }

    var account: String { FeedCredential.account(for: address) ?? address.absoluteString }

    public func hasToken() async -> Bool {
        ((try? await secrets.secretIfPresent(service: Self.secretService, account: account)) ?? nil) != nil
    }

    public func isReachable() async -> Bool {
        guard let output = try? await call(token: nil, { client in try await client.health() }) else { return false }
        if case .ok = output { return true }
        return false
    }

    public func signIn(email: String, ticketCode: String) async throws(ConferenceServerError) -> SignedInAttendee {
        let output = try await call(token: nil) { client in
            try await client.signIn(body: .json(.init(email: email, ticketCode: ticketCode)))
        }
        switch output {
        case .created(let created):
            let body = try Self.json { try created.body.json }
            do {
                try await secrets.set(Secret(body.token), service: Self.secretService, account: account,
                                      label: "Podium sign-in to \(account)")
            } catch {
                throw .invalid("signed in, but the token could not be kept: \(error)")
            }
            return SignedInAttendee(name: body.attendee.name, expiresAt: body.expiresAt)
        case .unauthorized: throw .notRecognised
        case .tooManyRequests(let refused): throw .tooManyAttempts(retryAfterSeconds: refused.headers.retryAfter)
        case .badRequest(let bad): throw .invalid((try? bad.body.json.message) ?? "the server refused the request")
        case .contentTooLarge: throw .invalid("the email or ticket code is too long")
        case .requestTimeout: throw Self.tooSlow
        case .serviceUnavailable(let busy): throw Self.cannotWrite(busy.headers.retryAfter)
        case .undocumented(let status, _): throw .server("status \(status)")
        }
    }

    public func signOut() async throws(ConferenceServerError) {
        if let token = try await storedToken() {
            // The server forgets the token when it can be reached; the secret store always does.
            _ = try? await call(token: token) { client in try await client.signOut() }
        }
        do {
            try await secrets.delete(service: Self.secretService, account: account)
        } catch .itemNotFound {
        } catch {
            throw .invalid("the token could not be removed from the secret store: \(error)")
        }
    }

    public func page(search: String?, cursor: String?) async throws(ConferenceServerError) -> AttendeePage {
        let token = try await requiredToken()
        // The document's 200 characters are code points (JSON Schema counts them so).
        let query = search.map { String(String.UnicodeScalarView($0.unicodeScalars.prefix(200))) }
        let output = try await call(token: token) { client in
            try await client.listAttendees(query: .init(q: query?.isEmpty == true ? nil : query, cursor: cursor, limit: 50))
        }
        switch output {
        case .ok(let ok):
            let page = try Self.json { try ok.body.json }
            return AttendeePage(items: page.items.map { AttendeeSummary(id: $0.id, name: $0.name, company: $0.company, role: $0.role) },
                                   nextCursor: page.nextCursor)
        case .notModified: throw .server("an answer to a question not asked (304)")
        case .unauthorized: throw .notSignedIn
        case .badRequest(let bad): throw .invalid((try? bad.body.json.message) ?? "the server refused the search")
        case .tooManyRequests(let busy): throw .tooManyAttempts(retryAfterSeconds: busy.headers.retryAfter)
        case .undocumented(let status, _): throw .server("status \(status)")
        }
    }

    public func attendee(id: String) async throws(ConferenceServerError) -> Attendee {
        let token = try await requiredToken()
        let output = try await call(token: token) { client in try await client.getAttendee(path: .init(id: id)) }
        switch output {
        case .ok(let ok):
            let attendee = try Self.json { try ok.body.json }
            // A link is kept only when it is an http(s) address: it is opened from the screen.
            let links = attendee.links.map { ProfileLink(title: $0.title.isEmpty ? $0.url : $0.title, address: $0.url) }.filter { $0.url != nil }
            return Attendee(id: attendee.id, name: attendee.name, company: attendee.company, role: attendee.role, bio: attendee.bio,
                            links: links, interests: attendee.interests)
        case .notModified: throw .server("an answer to a question not asked (304)")
        case .unauthorized: throw .notSignedIn
        case .notFound: throw .notFound
        case .badRequest(let bad): throw .invalid((try? bad.body.json.message) ?? "the server refused the request")
        case .undocumented(let status, _): throw .server("status \(status)")
        }
    }

    // MARK: One's own profile

    public func myProfile() async throws(ConferenceServerError) -> MyProfile {
        let token = try await requiredToken()
        switch try await call(token: token, { client in try await client.getMyProfile() }) {
        case .ok(let ok): return Self.profile(try Self.json { try ok.body.json })
        case .unauthorized: throw .notSignedIn
        case .undocumented(let status, _): throw .server("status \(status)")
        }
    }

    public func saveProfile(_ profile: MyProfile) async throws(ConferenceServerError) -> MyProfile {
        let token = try await requiredToken()
        let update = Components.Schemas.ProfileUpdate(
            name: profile.name, company: profile.company, role: profile.role, bio: profile.bio,
            links: profile.links.map { .init(title: $0.title, url: $0.address) }, interests: profile.interests,
            visibility: profile.visibility == .attendees ? .attendees : .hidden)
        switch try await call(token: token, { client in try await client.putMyProfile(body: .json(update)) }) {
        case .ok(let ok): return Self.profile(try Self.json { try ok.body.json })
        case .unprocessableContent(let refused):
            let problem = try Self.json { try refused.body.json }
            throw .invalidFields(problem.fields?.additionalProperties ?? ["profile": problem.message])
        case .unauthorized: throw .notSignedIn
        case .badRequest(let bad): throw .invalid((try? bad.body.json.message) ?? "the server refused the profile")
        case .contentTooLarge: throw .invalid("the profile is larger than the server takes")
        case .requestTimeout: throw Self.tooSlow
        case .serviceUnavailable(let busy): throw Self.cannotWrite(busy.headers.retryAfter)
        case .undocumented(let status, _): throw .server("status \(status)")
        }
    }

    static func profile(_ attendee: Components.Schemas.Attendee) -> MyProfile {
        MyProfile(name: attendee.name, company: attendee.company, role: attendee.role, bio: attendee.bio,
                  links: attendee.links.map { ProfileLink(title: $0.title, address: $0.url) }, interests: attendee.interests,
                  visibility: attendee.visibility == .attendees ? .attendees : .hidden)
    }

    // MARK: My schedule on every device

    public func favoriteChoices(ifNoneMatch tag: String?) async throws(ConferenceServerError) -> FavoriteChoiceSet? {
        let token = try await requiredToken()
        switch try await call(token: token, { client in try await client.getMyFavorites(headers: .init(ifNoneMatch: tag)) }) {
        case .ok(let ok): return try Self.choiceSet(try Self.json { try ok.body.json }, tag: ok.headers.eTag)
        case .notModified: return nil
        case .unauthorized: throw .notSignedIn
        case .badRequest(let bad): throw .invalid((try? bad.body.json.message) ?? "the server refused the request")
        case .undocumented(let status, _): throw .server("status \(status)")
        }
    }

    public func mergeFavoriteChoices(_ choices: [FavoriteChoice], sentAt: Date, since: String?) async throws(ConferenceServerError)
        -> FavoriteChoiceSet {
        let token = try await requiredToken()
        let changes = Components.Schemas.FavoriteChanges(
            sentAt: Self.milliseconds(sentAt),
            since: since.flatMap { $0.unicodeScalars.count <= 100 ? $0 : nil },
            choices: choices.map { .init(sessionId: $0.sessionID, isFavorite: $0.isFavorite, setAt: Self.milliseconds($0.setAt)) })
        switch try await call(token: token, { client in try await client.putMyFavorites(body: .json(changes)) }) {
        case .ok(let ok): return try Self.choiceSet(try Self.json { try ok.body.json }, tag: ok.headers.eTag)
        case .unauthorized: throw .notSignedIn
        case .unprocessableContent(let refused): throw .invalid((try? refused.body.json.message) ?? "the server keeps no more favorites")
        case .badRequest(let bad): throw .invalid((try? bad.body.json.message) ?? "the server refused the favorites")
        case .contentTooLarge: throw .invalid("the favorites are more than the server takes at once")
        case .requestTimeout: throw Self.tooSlow
        case .serviceUnavailable(let busy): throw Self.cannotWrite(busy.headers.retryAfter)
        case .undocumented(let status, _): throw .server("status \(status)")
        }
    }

    /// The server's set, held to what the document promises: at most 5,000 choices, session ids
    /// of 1–200 characters without control characters. Anything else is not adopted at all.
    static func choiceSet(_ set: Components.Schemas.FavoriteSet, tag: String) throws(ConferenceServerError) -> FavoriteChoiceSet {
        guard set.choices.count <= FavoriteChoiceSet.maxPerAttendee else { throw .server("more favorites than the server keeps (\(set.choices.count))") }
        guard set.choices.allSatisfy({ choice in
            (1...FavoriteChoiceSet.maxSessionIDLength).contains(choice.sessionId.unicodeScalars.count)
                && !choice.sessionId.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
        }) else { throw .server("a favorite with a session id outside the API's document") }
        return FavoriteChoiceSet(choices: set.choices.map {
            FavoriteChoice(sessionID: $0.sessionId, isFavorite: $0.isFavorite, setAt: Date(timeIntervalSince1970: Double($0.setAt) / 1000))
        }, tag: tag, isComplete: set.complete ?? true)
    }

    /// The connection was too slow for the server to read the request: a network's trouble, for later.
    static let tooSlow = ConferenceServerError.unreachable("the server gave up reading the request; the connection is too slow")

    /// The server cannot write just now (its disk is full): nothing changed there; tried again later.
    static func cannotWrite(_ retryAfter: Int) -> ConferenceServerError {
        .unreachable("the server cannot save just now; it asks to try again in \(max(1, min(retryAfter, 86_400))) s")
    }

    /// The document's times: whole milliseconds since 1970, within its range.
    static func milliseconds(_ date: Date) -> Int64 {
        Int64(min(max(0, (date.timeIntervalSince1970 * 1000).rounded(.down)), 253_402_300_799_999))
    }

    // MARK: Plumbing

    private func storedToken() async throws(ConferenceServerError) -> String? {
        do {
            return try await secrets.secretIfPresent(service: Self.secretService, account: account).map { String(decoding: $0.bytes, as: UTF8.self) }
        } catch {
            throw .invalid("the secret store could not be read: \(error)")
        }
    }

    private func requiredToken() async throws(ConferenceServerError) -> String {
        try checkAddress()   // an address that could never carry a token says so, not "sign in"
        guard let token = try await storedToken() else { throw .notSignedIn }
        return token
    }

    /// One operation with its own HTTP client (no redirects; the timeout for the whole call),
    /// the token attached when there is one and the address may carry it.
    private func call<Output: Sendable>(token: String?, _ operation: @escaping @Sendable (Client) async throws -> Output)
        async throws(ConferenceServerError) -> Output {
        try checkAddress()
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.timeout = .init(connect: .seconds(5), read: .seconds(Int64(timeout.components.seconds)))
        let http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        let client = Client(serverURL: address, transport: AsyncHTTPClientTransport(configuration: .init(client: http, timeout: .seconds(Int64(timeout.components.seconds)))),
                            middlewares: [ResponseSizeLimit(limit: responseLimit)] + (token.map { [BearerToken(token: $0)] } ?? []))
        let result: Result<Output, ConferenceServerError>
        do {
            result = .success(try await operation(client))
        } catch {
            result = .failure(Self.describe(error))
        }
        try? await http.shutdown()
        return try result.get()
    }

    private func checkAddress() throws(ConferenceServerError) {
        if let problem = address.connectionProblem { throw .invalid("the server's address \(address.withoutCredentials) cannot be used: \(problem)") }
        guard FeedCredential.mayBeSent(to: address) else { throw .insecure(address) }
    }

    static func json<Body>(_ read: () throws -> Body) throws(ConferenceServerError) -> Body {
        do { return try read() } catch { throw .server("an answer that is not JSON") }
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
        let text = String(describing: underlying)
        if text.contains("connect") || text.contains("refused") || text.contains("Connection") { return .unreachable("no answer") }
        if text.contains("deadline") || text.contains("imeout") { return .unreachable("no answer in time") }
        return .unreachable(String(text.prefix(80)))
    }
}

/// At most `limit` characters of a server's text, without its control characters.
private func printable(_ text: String, limit: Int) -> String {
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
