import AttendeeStore
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import OpenAPIRuntime
import ServerAPI
import ServerApp
import StoreContract
import StoreRules
import Synchronization

/// The generated client over Hummingbird's test client: every answer is read as the document
/// says it may be, so a status, header or body outside it fails the test that got it.
struct DocumentTransport: ClientTransport {
    let client: any TestClientProtocol

    func send(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String) async throws -> (HTTPResponse, HTTPBody?) {
        var buffer: ByteBuffer? = nil
        if let body { buffer = ByteBuffer(bytes: try await [UInt8](collecting: body, upTo: 1 << 20)) }
        let response = try await client.execute(uri: request.path ?? "/", method: request.method, headers: request.headerFields, body: buffer)
        return (HTTPResponse(status: response.status, headerFields: response.headers),
                response.body.readableBytes == 0 ? nil : HTTPBody([UInt8](buffer: response.body)))
    }
}

/// A server on a fresh store with a few attendees, and a clock the tests move.
final class ServerFixture: Sendable {
    static let people: [(name: String, email: String, code: String, listed: Bool)] = [
        ("Ada Lovelace", "ada@example.org", "ABCD-1234", true), ("Bob Byte", "bob@example.org", "EFGH-5678", true),
        ("Hidden Hal", "hal@example.org", "HALH-0003", false),
    ]
    let directory: URL
    let store: any AttendeeStoring
    let clock = TestClock()
    let trustedProxies: Set<String>

    init(_ kind: StoreKind = .sqlite, trustedProxies: Set<String> = []) async throws {
        self.trustedProxies = trustedProxies
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("server-app-\(UUID().uuidString)")
        store = try await kind.open(in: directory)
        _ = try await store.importRegistrations(Self.people.enumerated().map {
            Registration(name: $1.name, email: $1.email, ticketCode: $1.code, company: "Engines", line: $0 + 2)
        }, now: clock.now())
        try await store.updateProfiles(byEmail: Self.people.filter(\.listed).map {
            ($0.email, ProfileUpdate(name: $0.name, company: "Engines", role: "Engineer", visibility: .attendees))
        }, now: clock.now())
    }

    /// The SQLite store, for what only a file can show.
    var file: AttendeeStore { store as! AttendeeStore }

    deinit { StoreKind.discard(store, directory: directory) }

    var settings: ServerSettings {
        let clock = clock
        return ServerSettings(port: 0, bodyLimit: 16 * 1024, tokenLifetime: 3600, trustedProxies: trustedProxies, now: { clock.now() })
    }

    func application(logger: Logger = Logger(label: "test")) throws -> some ApplicationProtocol {
        try PodiumServer.application(store: store, settings: settings, logger: logger)
    }

    /// Runs `body` with the document's client against the server (in process, or on a real socket).
    func withClient<Value: Sendable>(_ testing: TestingSetup = .router, logger: Logger = Logger(label: "test"),
                                     _ body: @escaping @Sendable (Client, any TestClientProtocol) async throws -> Value) async throws -> Value {
        try await application(logger: logger).test(testing) { testClient in
            try await body(Client.over(testClient), testClient)
        }
    }
}

/// A clock that stands still until a test moves it.
final class TestClock: Sendable {
    private let seconds = Mutex(1_800_000_000.0)
    func now() -> Date { Date(timeIntervalSince1970: seconds.withLock { $0 }) }
    func advance(_ interval: TimeInterval) { seconds.withLock { $0 += interval } }
}

extension Client {
    /// Signs in as one of the fixture's people; the bearer token.
    func token(for email: String) async throws -> String {
        let code = ServerFixture.people.first { $0.email == email }!.code
        return try await signIn(body: .json(.init(email: email, ticketCode: code))).created.body.json.token
    }
}

/// Sends `Authorization: Bearer …` on every request, as a signed-in client does.
struct BearerMiddleware: ClientMiddleware {
    let token: String

    func intercept(_ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
                   next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return try await next(request, body, baseURL)
    }
}

extension Client {
    /// The document's client over a test client, signed in with `token` when there is one.
    static func over(_ testClient: any TestClientProtocol, token: String? = nil) -> Client {
        Client(serverURL: URL(string: "http://127.0.0.1")!, transport: DocumentTransport(client: testClient),
               middlewares: token.map { [BearerMiddleware(token: $0)] } ?? [])
    }
}
