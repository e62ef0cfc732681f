import SecretStoreContract
import SecretStoreTesting
import Testing

/// The in-memory secret store answers as the real one does for what tests ask of it.
@Suite struct InMemorySecretStoreTests {
    @Test func aSecretIsSetReadListedAndDeleted() async throws {
        let store = InMemorySecretStore()
        _ = try await store.set(Secret("t0ken"), service: "pretalx", account: "pretalx.example", label: nil)
        #expect(try await store.secretIfPresent(service: "pretalx", account: "pretalx.example") == Secret("t0ken"))
        #expect(try await store.itemNames(service: "pretalx") == [SecretItemID(service: "pretalx", account: "pretalx.example")])
        try await store.delete(service: "pretalx", account: "pretalx.example")
        #expect(try await store.secretIfPresent(service: "pretalx", account: "pretalx.example") == nil)
        await #expect(throws: SecretStoreError.self) { try await store.delete(service: "pretalx", account: "pretalx.example") }
    }
}
