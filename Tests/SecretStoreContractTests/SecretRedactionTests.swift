import Foundation
import SecretStoreContract
import Testing

/// A secret that reaches a log line, an error or the debugger by mistake shows only its length.
@Suite struct SecretRedactionTests {
    let secret = Secret("tok_live_4f9a")

    @Test func everyWayOfPrintingASecretHidesIt() {
        let item = SecretItem(attributes: SecretItemAttributes(service: "feed", account: "example.org", label: "token",
                                                               created: .distantPast, modified: .distantPast),
                              secret: secret)
        var dumped = ""
        dump(item, to: &dumped)
        for text in ["\(secret)", String(describing: secret), String(reflecting: secret), "\(item)", String(reflecting: item), dumped,
                     "\(Mirror(reflecting: secret).children.map(\.value))"] {
            #expect(!text.contains("tok_live"), "\(text)")
        }
        #expect("\(secret)" == "<redacted 13 bytes>")
        #expect("\(item)" == "SecretItem(service: feed, account: example.org, secret: <redacted 13 bytes>)")
        #expect(secret.text == "tok_live_4f9a")
    }

    @Test func errorsSayWhatAndWhereWithoutASecret() {
        #expect("\(SecretStoreError.itemNotFound(service: "feed", account: "example.org"))" == "no secret for service 'feed', account 'example.org'")
        #expect("\(SecretStoreError.permissionsTooOpen(path: "/d/secrets/store", mode: 0o644, expected: 0o600))"
                == "/d/secrets/store has mode 0644, so others can reach it; run chmod 0600 /d/secrets/store")
        #expect("\(SecretStoreError.unsupportedVersion(path: "/s", found: 2, supported: 1))" == "/s has format version 2; this Podium reads version 1")
    }

    @Test func aMissingItemIsNilAndEveryOtherFailureStillThrows() async throws {
        let missing = ScriptedStore(failure: .itemNotFound(service: "feed", account: "a"))
        #expect(try await missing.secretIfPresent(service: "feed", account: "a") == nil)
        let broken = ScriptedStore(failure: .corrupted(path: "/s", detail: "the header failed its checksum"))
        await #expect(throws: SecretStoreError.corrupted(path: "/s", detail: "the header failed its checksum")) {
            try await broken.secretIfPresent(service: "feed", account: "a")
        }
        #expect(try await ScriptedStore(failure: nil).secretIfPresent(service: "feed", account: "a") == Secret("s3cret"))
    }
}

/// Reads answer one way: with this failure, or with "s3cret".
private struct ScriptedStore: SecretStoring {
    let failure: SecretStoreError?

    func read(service: String, account: String) async throws(SecretStoreError) -> SecretItem {
        if let failure { throw failure }
        return SecretItem(attributes: SecretItemAttributes(service: service, account: account, label: nil, created: .now, modified: .now),
                          secret: Secret("s3cret"))
    }

    func add(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) {}
    func update(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) {}
    func set(_ secret: Secret, service: String, account: String, label: String?) async throws(SecretStoreError) -> SecretWrite { .added }
    func delete(service: String, account: String) async throws(SecretStoreError) {}
    func list(service: String?) async throws(SecretStoreError) -> [SecretItemAttributes] { [] }
    func itemNames(service: String?) async throws(SecretStoreError) -> [SecretItemID] { [] }
}
