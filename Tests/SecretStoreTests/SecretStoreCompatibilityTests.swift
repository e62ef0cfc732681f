import Foundation
import SecretStoreContract
import SecretStoreTesting
import TestHarness
import Testing
@testable import SecretStore

/// Stores written by an earlier build open in this one: upgrading Podium never locks a person out
/// of their secrets. A format change that breaks this must bump the version and read the old one.
@Suite struct SecretStoreCompatibilityTests {
    @Test(arguments: ["keyfile-v1", "passphrase-v1"])
    func aStoreWrittenByAnEarlierBuildOpensReadsAndTakesNewItems(_ name: String) async throws {
        let root = try TemporaryDirectory(prefix: "podium-secrets")
        defer { root.remove() }
        let directory = root.url.appendingPathComponent("secrets")
        try SecretStoreFiles.install(name, into: directory)
        let passphrase: SecretStore.Passphrase = name.hasPrefix("passphrase") ? .given(Secret(SecretStoreFiles.passphrase)) : .none
        let store = SecretStore(directory: directory, passphrase: passphrase)

        let item = try await store.read(service: "feed", account: "example.org")
        #expect(item.secret == Secret(SecretStoreFiles.secret))
        #expect(item.attributes.label == "Example feed token")
        #expect(item.attributes.created == Date(timeIntervalSince1970: 1_795_000_000))

        #expect(try await store.set(Secret("new"), service: "mail", account: "", label: nil) == .added)
        let reopened = SecretStore(directory: directory, passphrase: passphrase)
        #expect(try await reopened.list(service: nil).map(\.service).sorted() == ["feed", "mail"])
        #expect(try await reopened.read(service: "feed", account: "example.org").secret == Secret(SecretStoreFiles.secret))
    }
}
