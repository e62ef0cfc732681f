import Foundation
import SecretStoreTesting
import TestHarness
import Testing
@testable import PodiumApp

/// At a real terminal (tmux): a secret and a passphrase are asked for without echo, and the
/// terminal's settings are exactly as they were afterwards.
@Suite struct SecretPromptEndToEndTests {
    static let podium = RepositoryPaths.products.appendingPathComponent("podium").path

    /// A workspace whose data directory holds the committed passphrase store (SecretStoreFiles).
    /// These tests are about the prompt: a store made at the default scrypt cost takes ~1 s of
    /// CPU per unlock in a debug build and outlasted their waits on a loaded 2-core CI machine.
    static func workspaceWithLockedStore() throws -> (workspace: TemporaryDirectory, data: String) {
        let workspace = try TemporaryDirectory(prefix: "podium-prompt")
        let data = workspace.url.appendingPathComponent("data").path
        try SecretStoreFiles.install("passphrase-v1", into: URL(fileURLWithPath: data).appendingPathComponent("secrets"))
        return (workspace, data)
    }

    /// `podium secret get --service mail` without the passphrase variable, waiting at the
    /// passphrase prompt; its stty snapshots and status in `workspace`.
    static func getAtThePassphrasePrompt(data: String, in workspace: TemporaryDirectory) throws -> TerminalRun {
        let get = try TerminalRun("'\(podium)' secret get --service mail --data-dir '\(data)'", in: workspace, width: 100, height: 10)
        _ = try get.session.waitFor("Passphrase for ")
        return get
    }

    struct Seen: Sendable {
        var screens: [String] = []
        var endings: [TerminalRun.Ending] = []
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func aSecretAndAPassphraseAreTypedWithoutEcho() async throws {
        let (workspace, data) = try Self.workspaceWithLockedStore()
        defer { workspace.remove() }
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            // The passphrase from the environment; the secret typed at the prompt.
            let set = try TerminalRun("PODIUM_SECRETS_PASSPHRASE='\(SecretStoreFiles.passphrase)' '\(Self.podium)' secret set --service mail --data-dir '\(data)'",
                                      in: workspace, width: 100, height: 10)
            _ = try set.session.waitFor("Secret for service 'mail':")
            try set.session.type("hunter2")
            try set.session.press("Enter")
            seen.endings.append(try set.waitForEnd())
            seen.screens.append(try set.session.screen())

            // Reading it back without the variable: the passphrase is asked for at the terminal.
            let again = try TemporaryDirectory(prefix: "podium-prompt")
            defer { again.remove() }
            let get = try Self.getAtThePassphrasePrompt(data: data, in: again)
            try get.session.type(SecretStoreFiles.passphrase)
            try get.session.press("Enter")
            seen.endings.append(try get.waitForEnd())
            seen.screens.append(try get.session.screen())
            return seen
        }
        #expect(seen.endings.map(\.exitStatus) == ["0\n", "0\n"])
        for ending in seen.endings { #expect(ending.sttyBefore == ending.sttyAfter, "echo is back on") }
        #expect(!seen.screens[0].contains("hunter2") && seen.screens[0].contains("podium secret: added service 'mail'"), "\(seen.screens[0])")
        #expect(!seen.screens[1].contains(SecretStoreFiles.passphrase) && seen.screens[1].contains("\nhunter2"), "\(seen.screens[1])")
    }

    /// Ctrl-C at the passphrase prompt ends the program and gives echo back, rather than leaving
    /// a shell that no longer shows what is typed.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func givingUpAtThePromptGivesTheTerminalBack() async throws {
        let (workspace, data) = try Self.workspaceWithLockedStore()
        defer { workspace.remove() }
        let ending = try await offThePool { () throws -> TerminalRun.Ending in
            let get = try Self.getAtThePassphrasePrompt(data: data, in: workspace)
            try get.session.type("correct")
            try get.session.press("C-c")
            return try get.waitForEnd()
        }
        #expect(ending.exitStatus == "130\n", "killed by SIGINT, as a shell reports it")
        #expect(ending.sttyBefore == ending.sttyAfter, "echo is back on")
    }
}
