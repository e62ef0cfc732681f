import Foundation
import SecretStoreContract
import TestHarness
@testable import SecretStore

/// A store in a directory of its own, removed when the test ends.
struct SecretStoreFixture {
    /// Cheap scrypt parameters so tests of passphrase stores take milliseconds, not the default's hundreds.
    static let fastScrypt = ScryptParameters(logN: 10, r: 8, p: 1)

    let root: TemporaryDirectory
    var directory: URL { root.url.appendingPathComponent("secrets") }
    var storeFile: URL { directory.appendingPathComponent("store") }
    var keyFile: URL { directory.appendingPathComponent("key") }

    init() throws {
        root = try TemporaryDirectory(prefix: "podium-secrets")
    }

    /// A new instance each time: nothing cached from another, as in a new process.
    func store(_ passphrase: SecretStore.Passphrase = .none, now: @escaping @Sendable () -> Date = Date.init) -> SecretStore {
        SecretStore(directory: directory, passphrase: passphrase, newStoreParameters: Self.fastScrypt, now: now)
    }

    func bytes() throws -> [UInt8] {
        Array(try Data(contentsOf: storeFile))
    }

    /// Replaces the store file's bytes, keeping it private.
    func write(_ bytes: [UInt8]) throws {
        try Data(bytes).write(to: storeFile)
        chmod(storeFile.path, 0o600)
    }

    func mode(_ url: URL) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) ?? -1
    }

    func remove() { root.remove() }
}
