import Crypto
import Foundation
import ServerAPI
import Testing

/// The committed server code is what API/openapi.yaml generates today: editing the document
/// without running scripts/generate-openapi fails here (and `--check` compares the whole output).
@Suite struct GeneratedCodeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    @Test func theGeneratedCodeIsOfTheDocumentAsItIs() throws {
        let document = try Data(contentsOf: Self.root.appendingPathComponent("API/openapi.yaml"))
        let recorded = try String(contentsOf: Self.root.appendingPathComponent("Server/ServerAPI/Generated/openapi.sha256"),
                                  encoding: .utf8)
        let digest = SHA256.hash(data: document).map { String(format: "%02x", $0) }.joined()
        #expect(recorded.hasPrefix(digest), "API/openapi.yaml changed since the code was generated: run scripts/generate-openapi")
    }

    @Test func aProblemRoundTripsWithItsFieldMessages() throws {
        let problem = Components.Schemas.Problem(message: "bio: at most 1000 characters",
                                                 fields: .init(additionalProperties: ["bio": "at most 1000 characters"]))
        let data = try JSONEncoder().encode(problem)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""fields":{"bio":"at most 1000 characters"}"#))
        #expect(try JSONDecoder().decode(Components.Schemas.Problem.self, from: data) == problem)
    }
}
