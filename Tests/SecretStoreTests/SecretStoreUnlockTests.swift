import Foundation
import SecretStoreContract
import Synchronization
import Testing
@testable import SecretStore

/// Opening a store: its key file by default, or a passphrase; and refusing files others can reach.
@Suite(.serialized) struct SecretStoreUnlockTests {
    @Test func theFirstWriteMakesAPrivateAttendeeStoreAndKeyFileWhateverTheUmask() async throws {
        for mask: mode_t in [0o022, 0o000] {
            let fixture = try SecretStoreFixture()
            defer { fixture.remove() }
            let previous = umask(mask)
            defer { umask(previous) }
            for index in 0..<3 {
                try await fixture.store().set(Secret("v\(index)"), service: "feed", account: "host", label: nil)
                #expect(try fixture.mode(fixture.storeFile) == 0o600, "umask \(mask), write \(index)")
                #expect(try fixture.mode(fixture.keyFile) == 0o600)
                #expect(try fixture.mode(fixture.directory) == 0o700)
            }
            #expect(try Data(contentsOf: fixture.keyFile).count == 32)
            let names = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path).sorted()
            #expect(names == ["key", "lock", "store"], "no temporary file is left behind")
        }
    }

    @Test func aTemporaryFileLeftByAKilledWriterIsRemovedByTheNext() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try await fixture.store().set(Secret("v"), service: "s", account: "a", label: nil)
        let leftover = fixture.directory.appendingPathComponent(".store.tmp-123")
        try Data("half".utf8).write(to: leftover)
        try await fixture.store().set(Secret("w"), service: "s", account: "a", label: nil)
        #expect(!FileManager.default.fileExists(atPath: leftover.path))
    }

    @Test func aPassphraseStoreOpensOnlyWithItsPassphrase() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try await fixture.store(.given(Secret("correct horse"))).set(Secret("tok"), service: "feed", account: "h", label: nil)
        #expect(!FileManager.default.fileExists(atPath: fixture.keyFile.path), "a passphrase store has no key file")
        #expect(try await fixture.store(.given(Secret("correct horse"))).read(service: "feed", account: "h").secret == Secret("tok"))
        let path = fixture.storeFile.path
        await #expect(throws: SecretStoreError.wrongPassphrase(path: path)) {
            try await fixture.store(.given(Secret("battery staple"))).read(service: "feed", account: "h")
        }
        await #expect(throws: SecretStoreError.passphraseRequired(path: path)) { try await fixture.store().list(service: nil) }
        await #expect(throws: SecretStoreError.passphraseRequired(path: path)) { try await fixture.store(.ask { nil }).list(service: nil) }

        // Asked once per instance, only when needed.
        let asked = Mutex(0)
        let asking = fixture.store(.ask { asked.withLock { $0 += 1 }; return Secret("correct horse") })
        #expect(try await asking.read(service: "feed", account: "h").secret == Secret("tok"))
        try await asking.set(Secret("tok2"), service: "feed", account: "h", label: nil)
        #expect(try await asking.read(service: "feed", account: "h").secret == Secret("tok2"))
        #expect(asked.withLock { $0 } == 1)
    }

    /// Names are in the clear: a store without its passphrase, or without its key file, still
    /// says which items it holds (never asking for the passphrase), and a damaged one says so.
    @Test func itemNamesAreReadWithoutTheKey() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        let locked = fixture.store(.given(Secret("correct horse")))
        try await locked.set(Secret("tok"), service: "feed", account: "feeds.example.org", label: "Feeds")
        try await locked.set(Secret("pw"), service: "mail", account: "", label: nil)
        let asked = Mutex(0)
        let names = try await fixture.store(.ask { asked.withLock { $0 += 1 }; return nil }).itemNames(service: nil)
        #expect(names == [SecretItemID(service: "feed", account: "feeds.example.org"), SecretItemID(service: "mail", account: "")])
        #expect(asked.withLock { $0 } == 0, "no passphrase is asked for names")
        #expect(try await fixture.store().itemNames(service: "feed") == [SecretItemID(service: "feed", account: "feeds.example.org")])
        #expect(try await SecretStoreFixture().store().itemNames(service: nil) == [], "no store, no names")
        var bytes = try fixture.bytes()
        bytes[20] ^= 0xFF
        try fixture.write(bytes)
        await #expect(throws: SecretStoreError.self) { try await fixture.store().itemNames(service: nil) }
    }

    @Test func aKeyFileStoreRefusesAPassphraseAndAReplacedOrMissingKey() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try await fixture.store().set(Secret("tok"), service: "feed", account: "h", label: nil)
        let path = fixture.storeFile.path, key = fixture.keyFile.path
        await #expect(throws: SecretStoreError.passphraseNotUsed(path: path, keyFile: key)) {
            try await fixture.store(.given(Secret("p"))).read(service: "feed", account: "h")
        }
        #expect(try await fixture.store(.ask { Issue.record("a key-file store asked for a passphrase"); return nil })
            .read(service: "feed", account: "h").secret == Secret("tok"))

        let original = try Data(contentsOf: fixture.keyFile)
        try Data(repeating: 1, count: 32).write(to: fixture.keyFile)
        await #expect(throws: SecretStoreError.keyFileMismatch(keyFile: key, detail: "it is not the key this store was made with")) {
            try await fixture.store().read(service: "feed", account: "h")
        }
        await #expect(throws: SecretStoreError.keyFileMismatch(keyFile: key, detail: "it is not the key this store was made with")) {
            try await fixture.store().set(Secret("x"), service: "feed", account: "h", label: nil)
        }
        try FileManager.default.removeItem(at: fixture.keyFile)
        await #expect(throws: SecretStoreError.keyFileMismatch(keyFile: key, detail: "it is missing, and the store cannot be opened without it")) {
            try await fixture.store().set(Secret("x"), service: "feed", account: "h", label: nil)
        }
        #expect(!FileManager.default.fileExists(atPath: key), "a missing key is never silently replaced by a new one")
        try original.write(to: fixture.keyFile)
        chmod(key, 0o600)
        #expect(try await fixture.store().read(service: "feed", account: "h").secret == Secret("tok"))
    }

    @Test func filesOthersCanReachAreRefused() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try await fixture.store().set(Secret("tok"), service: "feed", account: "h", label: nil)
        for (url, mode, expected) in [(fixture.storeFile, 0o644, 0o600), (fixture.keyFile, 0o640, 0o600), (fixture.directory, 0o755, 0o700)] {
            chmod(url.path, mode_t(mode))
            await #expect(throws: SecretStoreError.permissionsTooOpen(path: url.path, mode: mode, expected: expected)) {
                try await fixture.store().read(service: "feed", account: "h")
            }
            await #expect(throws: SecretStoreError.permissionsTooOpen(path: url.path, mode: mode, expected: expected)) {
                try await fixture.store().set(Secret("x"), service: "feed", account: "h", label: nil)
            }
            chmod(url.path, mode_t(expected))
        }
        #expect(try await fixture.store().read(service: "feed", account: "h").secret == Secret("tok"))
    }

    @Test func aDirectoryThatCannotBeMadeIsAnIOError() async throws {
        let fixture = try SecretStoreFixture()
        defer { fixture.remove() }
        try Data().write(to: fixture.directory)  // a file where the directory should be
        do {
            try await fixture.store().set(Secret("x"), service: "s", account: "a", label: nil)
            Issue.record("the write succeeded")
        } catch {
            guard case .io(let path, _, _) = error else { Issue.record("\(error)"); return }
            #expect(path == fixture.directory.path)
        }
    }
}
