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
}
