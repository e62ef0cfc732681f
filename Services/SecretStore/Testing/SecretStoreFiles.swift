import Foundation
import TestHarness

/// Secret stores written by earlier builds and committed (Tests/Fixtures/Secrets): what a person
/// upgrading Podium already has on disk. Each holds one item — service `feed`, account
/// `example.org`, label "Example feed token", secret `s3cret-token` — and `passphrase-v1` is
/// locked with "correct horse" at scrypt's cheapest cost (log2 N = 10), so opening it is cheap.
public enum SecretStoreFiles {
    public static let folder = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Secrets")
    public static let passphrase = "correct horse"
    public static let secret = "s3cret-token"

    /// Copies the fixture `name` into `directory` (created) with the private modes a store needs:
    /// git keeps neither 0700 nor 0600.
    public static func install(_ name: String, into directory: URL) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: directory, withIntermediateDirectories: true)
        chmod(directory.path, 0o700)
        let source = folder.appendingPathComponent(name)
        for file in try manager.contentsOfDirectory(atPath: source.path) {
            let target = directory.appendingPathComponent(file)
            try manager.copyItem(at: source.appendingPathComponent(file), to: target)
            chmod(target.path, 0o600)
        }
    }
}
