import AsyncHTTPClient
import Entities
import Foundation
import SecretStoreContract
import SecretStoreTesting
import Testing
@testable import ConferenceServerCalls

/// How every podium-server data manager calls the server: the token kept and forgotten in the
/// secret store, never sent where it could travel in clear, failures in words.
@Suite struct ConferenceServerCallsTests {
    @Test func theTokenIsKeptPerServerAndForgotten() async throws {
        let secrets = InMemorySecretStore()
        let calls = ConferenceServerCalls(address: URL(string: "https://attendees.example.org")!, secrets: secrets)
        #expect(await !calls.hasToken())
        await #expect(throws: ConferenceServerError.notSignedIn) { try await calls.requiredToken() }
        try await calls.keepToken("t0ken")
        #expect(await calls.hasToken())
        #expect(try await calls.requiredToken() == "t0ken")
        let other = ConferenceServerCalls(address: URL(string: "https://attendees.example.org:8443")!, secrets: secrets)
        #expect(await !other.hasToken(), "another port is another server")
        try await calls.forgetToken()
        try await calls.forgetToken()   // forgetting twice is no failure
        #expect(await !calls.hasToken())
    }

    @Test func aTokenNeverGoesInClearToAnotherMachine() async throws {
        let secrets = InMemorySecretStore()
        let remote = URL(string: "http://attendees.example.org")!
        _ = try await secrets.set(Secret("t0ken"), service: ConferenceServerCalls.secretService, account: "attendees.example.org", label: nil)
        await #expect(throws: ConferenceServerError.insecure(remote)) { try await ConferenceServerCalls(address: remote, secrets: secrets).requiredToken() }
        #expect(throws: Never.self) { try ConferenceServerCalls(address: URL(string: "http://127.0.0.1:8080")!, secrets: secrets).checkAddress() }
    }

    @Test func aServerThatIsNotThereIsUnreachable() async throws {
        // Nothing listens on port 1 of this machine.
        let calls = ConferenceServerCalls(address: URL(string: "http://127.0.0.1:1")!, secrets: InMemorySecretStore(), timeout: .seconds(5))
        do {
            _ = try await calls.call(token: nil, client: { url, transport, _ in (url, transport) }) { client in
                try await client.1.send(.init(method: .get, scheme: nil, authority: nil, path: "/v1/health"), body: nil, baseURL: client.0,
                                        operationID: "health")
            }
            Issue.record("a closed port answered")
        } catch {
            guard case .unreachable(let why) = error else { Issue.record("\(error)"); return }
            #expect(why == "no answer: connection refused")
        }
    }

    /// A failed connection says which way it failed: not there, slow to connect, slow to answer, cut.
    @Test func eachWayAConnectionFailsIsSaidApart() {
        #expect(ConferenceServerCalls.describe(HTTPClientError.connectTimeout) == .unreachable("no connection within 5 s"))
        #expect(ConferenceServerCalls.describe(HTTPClientError.readTimeout) == .unreachable("no answer in time"))
        #expect(ConferenceServerCalls.describe(HTTPClientError.remoteConnectionClosed) == .unreachable("it closed the connection before answering"))
        #expect(ConferenceServerCalls.describe(ConferenceServerError.notSignedIn) == .notSignedIn)
    }

    /// The size limit refuses an answer that says it is larger than allowed before reading it.
    @Test func aDeclaredLargeAnswerIsRefusedBeforeItIsRead() async throws {
        let limit = ResponseSizeLimit(limit: 10)
        do {
            _ = try await limit.intercept(.init(method: .get, scheme: nil, authority: nil, path: "/"), body: nil, baseURL: URL(string: "http://x")!,
                                          operationID: "x") { _, _, _ in
                (.init(status: .ok), .init(Array(repeating: UInt8(ascii: "x"), count: 11)))
            }
            Issue.record("read")
        } catch {
            #expect("\(error)".contains("larger than 10 bytes"))
        }
    }
}
