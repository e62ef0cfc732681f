import Foundation
import Logging
import ServerAPI
import ServerApp
import Synchronization
import Testing

/// `--log-format json`: every line an object a log shipper reads, the request's parts as fields,
/// and still no token, ticket code or whole email.
@Suite struct JSONLogTests {
    @Test(arguments: StoreKind.all) func everyLineIsAJSONObjectWithTheRequestsPartsAndNoSecrets(kind: StoreKind) async throws {
        let fixture = try await ServerFixture(kind)
        let lines = Written()
        let logger = Logger(label: "podium-server") { label in JSONLineLogHandler(label: label) { lines.append($0) } }
        let token = try await fixture.withClient(logger: logger) { client, testClient in
            let token = try await client.token(for: "ada@example.org")
            _ = try await client.signIn(body: .json(.init(email: "ada@example.org", ticketCode: "WRONG-CODE"))).unauthorized
            _ = try await Client.over(testClient, token: token).listAttendees(query: .init(q: "bob")).ok
            return token
        }
        let all = lines.all
        let objects = try all.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String], "\($0)") }
        let search = try #require(objects.first { $0["path"] == "/v1/attendees" })
        #expect(search["method"] == "GET" && search["status"] == "200" && search["duration_ms"].flatMap(Double.init) != nil)
        #expect(search["level"] == "info" && search["label"] == "podium-server" && search["time"]?.hasSuffix("Z") == true)
        #expect(objects.contains { $0["message"] == "sign-in failed for a…@example.org" })
        for line in all {
            for secret in [token, "ABCD-1234", "WRONG-CODE", "ada@example.org", "q=bob"] { #expect(!line.contains(secret), "\(line)") }
        }
    }
}

/// Lines a handler wrote.
final class Written: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }
    func append(_ line: String) { lines.withLock { $0.append(line) } }
}
