import AttendeesDataContract
import ConferenceServerCalls
import Entities
import Foundation
import OpenAPIRuntime
import SecretStoreContract

/// The conference's server through the client generated from API/openapi.yaml for the attendees'
/// operations (internal to this target: generated types never leave it), called as every
/// podium-server data manager calls it (`ConferenceServerCalls`), converting the answers to
/// Entities. (My schedule's exchange with the server is the favorites family's.)
public struct AttendeesAPIDataManager: AttendeesServing, ProfileServing {
    public static let secretService = ConferenceServerCalls.secretService
    let server: ConferenceServerCalls
    public var address: URL { server.address }

    public init(address: URL, secrets: any SecretStoring, timeout: Duration = .seconds(10), responseLimit: Int = 4 << 20) {
        server = ConferenceServerCalls(address: address, secrets: secrets, timeout: timeout, responseLimit: responseLimit)
    }

    public func hasToken() async -> Bool {
        await server.hasToken()
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
            try await server.keepToken(body.token)
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
        if let token = try await server.storedToken() {
            // The server forgets the token when it can be reached; the secret store always does.
            _ = try? await call(token: token) { client in try await client.signOut() }
        }
        try await server.forgetToken()
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

    // MARK: Plumbing

    private func requiredToken() async throws(ConferenceServerError) -> String {
        try await server.requiredToken()
    }

    private func call<Output: Sendable>(token: String?, _ operation: @escaping @Sendable (Client) async throws -> Output)
        async throws(ConferenceServerError) -> Output {
        try await server.call(token: token, client: { Client(serverURL: $0, transport: $1, middlewares: $2) }, operation)
    }

    static func json<Body>(_ read: () throws -> Body) throws(ConferenceServerError) -> Body {
        try ConferenceServerCalls.json(read)
    }

    static var tooSlow: ConferenceServerError { ConferenceServerCalls.tooSlow }

    static func cannotWrite(_ retryAfter: Int) -> ConferenceServerError { ConferenceServerCalls.cannotWrite(retryAfter) }
}
