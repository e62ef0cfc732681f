import Crypto
import Foundation
import SecretStoreContract
import Testing
@testable import SecretStore

/// A damaged or tampered store is refused as corrupted — never read as garbage, never mistaken
/// for a wrong key.
@Suite struct SecretStoreTamperTests {
    /// Two items whose secrets have the same length, so their sealed parts can be swapped.
    func twoItemStore(_ fixture: SecretStoreFixture, _ passphrase: SecretStore.Passphrase = .none) async throws {
        try await fixture.store(passphrase).add(Secret("alpha-secret"), service: "feed", account: "a.example", label: "A")
        try await fixture.store(passphrase).add(Secret("bravo-secret"), service: "feed", account: "b.example", label: "B")
    }

    /// Every call a reader can make, on a fresh instance; each must fail with `corrupted`.
    func expectEveryReadCorrupted(_ fixture: SecretStoreFixture, _ passphrase: SecretStore.Passphrase = .none,
                                  _ comment: Comment) async {
        for account in ["a.example", "b.example"] {
            do {
                let item = try await fixture.store(passphrase).read(service: "feed", account: account)
                Issue.record("read \(account) gave \(item): \(comment)")
            } catch {
                guard case .corrupted = error else { Issue.record("read \(account): \(error), \(comment)"); continue }
            }
        }
        // Damage is never mistaken for absence.
        do {
            let secret = try await fixture.store(passphrase).secretIfPresent(service: "feed", account: "a.example")
            Issue.record("secretIfPresent gave \(String(describing: secret)): \(comment)")
        } catch {
            if case .corrupted = error {} else { Issue.record("secretIfPresent: \(error), \(comment)") }
        }
        do {
            _ = try await fixture.store(passphrase).list(service: nil)
            Issue.record("list succeeded: \(comment)")
        } catch {
            if case .corrupted = error {} else { Issue.record("list: \(error), \(comment)") }
        }
    }

    @Test(arguments: [false, true])
    func everyFlippedByteIsCaught(passphraseLocked: Bool) async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        let passphrase: SecretStore.Passphrase = passphraseLocked ? .given(Secret("correct horse")) : .none
        try await twoItemStore(fixture, passphrase)
        let original = try fixture.bytes()
        #expect(original.count > 200)
        for index in original.indices {
            var damaged = original
            damaged[index] ^= 0xFF
            try fixture.write(damaged)
            await expectEveryReadCorrupted(fixture, passphrase, "byte \(index) of \(original.count) flipped")
        }
        try fixture.write(original)
        #expect(try await fixture.store(passphrase).read(service: "feed", account: "b.example").secret == Secret("bravo-secret"))
    }

    @Test func everyTruncationIsCaught() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try await twoItemStore(fixture)
        let original = try fixture.bytes()
        for length in 0..<original.count {
            try fixture.write(Array(original.prefix(length)))
            await expectEveryReadCorrupted(fixture, .none, "cut to \(length) bytes")
        }
        try fixture.write(original + [0])
        await expectEveryReadCorrupted(fixture, .none, "one byte appended")
    }

    @Test func swappedCiphertextsAreCaughtEvenWithTheFileReauthenticated() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try await twoItemStore(fixture)
        let bytes = try fixture.bytes()
        let opened = try StoreFormat.open(bytes, path: "store")
        let keys = StoreKeys(inputKey: SymmetricKey(data: try Data(contentsOf: fixture.keyFile)), salt: opened.header.salt)
        let items = try StoreFormat.items(bytes, after: opened, keys: keys, path: "store")
        #expect(items.count == 2 && items[0].sealed.count == items[1].sealed.count)
        let swapped = [StoreFormat.SealedItem(service: items[0].service, account: items[0].account, sealed: items[1].sealed),
                       StoreFormat.SealedItem(service: items[1].service, account: items[1].account, sealed: items[0].sealed)]

        // Swapped in place: the file's own authentication fails first.
        var inPlace = bytes
        let first = try #require(bytes.firstRange(of: items[0].sealed)), second = try #require(bytes.firstRange(of: items[1].sealed))
        inPlace.replaceSubrange(second, with: items[0].sealed)
        inPlace.replaceSubrange(first, with: items[1].sealed)
        try fixture.write(inPlace)
        await expectEveryReadCorrupted(fixture, .none, "swapped in place")

        // Swapped by someone holding the key, who re-authenticates the file: each item is still
        // sealed to its own service and account, so it will not open as the other.
        try fixture.write(StoreFormat.encode(header: opened.header, items: swapped, keys: keys))
        await expectEveryReadCorrupted(fixture, .none, "swapped and re-authenticated")
    }

    @Test func aNewerFormatIsUnsupportedNotCorrupted() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try await twoItemStore(fixture)
        var bytes = try fixture.bytes()
        bytes[9] = 2  // version 2, with a header checksum that matches: a real newer store
        let headerEnd = 14 + Int(bytes[13])
        bytes.replaceSubrange(headerEnd..<headerEnd + 32, with: Array(SHA256.hash(data: bytes[..<headerEnd])))
        try fixture.write(bytes)
        await #expect(throws: SecretStoreError.unsupportedVersion(path: fixture.storeFile.path, found: 2, supported: 1)) {
            try await fixture.store().read(service: "feed", account: "a.example")
        }
    }

    @Test func absurdScryptParametersAreRefusedBeforeAnyWork() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try await twoItemStore(fixture)
        let keys = StoreKeys(inputKey: SymmetricKey(size: .bits256), salt: Array(repeating: 7, count: 32))
        for (parameters, refusal) in [
            (ScryptParameters(logN: 40, r: 8, p: 1), "log2 N = 40 is outside 10…22"),
            (ScryptParameters(logN: 22, r: 32, p: 1), "16384 MiB of memory is over the 512 MiB limit"),
            (ScryptParameters(logN: 18, r: 8, p: 16), "N·r·p = 33554432 is over the limit of 16777216"),
        ] {
            let header = StoreFormat.Header(derivation: .scrypt(parameters), salt: Array(repeating: 7, count: 32), keyCheck: keys.check)
            try fixture.write(StoreFormat.encode(header: header, items: [], keys: keys))
            // Refused before the passphrase is even asked for, so before any key derivation.
            await #expect(throws: SecretStoreError.unsafeParameters(path: fixture.storeFile.path, detail: refusal)) {
                try await fixture.store(.ask { Issue.record("asked for a passphrase"); return Secret("pass") })
                    .read(service: "feed", account: "a.example")
            }
        }
        let refused = SecretStore(directory: fixture.root.url.appendingPathComponent("other"), passphrase: .given(Secret("p")),
                                  newStoreParameters: ScryptParameters(logN: 9, r: 8, p: 1))
        await #expect(throws: SecretStoreError.unsafeParameters(path: refused.storeFile.path, detail: "log2 N = 9 is outside 10…22")) {
            try await refused.set(Secret("v"), service: "s", account: "a", label: nil)
        }
    }
}
