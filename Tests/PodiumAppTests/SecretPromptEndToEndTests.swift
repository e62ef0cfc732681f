import Foundation
import Testing
import TestSupport
@testable import PodiumApp

/// At a real terminal (tmux): a secret and a passphrase are asked for without echo, and the
/// terminal's settings are exactly as they were afterwards.
@Suite struct SecretPromptEndToEndTests {
    static let podium = RepositoryPaths.products.appendingPathComponent("podium").path
    /// A debug build starting on a machine busy with the rest of the suite.
    static let patience: Duration = .seconds(30)

    /// A store locked with 'correct horse' at scrypt's cheapest cost (SecretStoreFiles). These
    /// tests are about the prompt; a default-cost unlock is ~1 s of CPU in a debug build and took
    /// more than the waits allow on a loaded 2-core CI machine (seen twice), so they avoid it.
    static func lockedStore(in data: String) throws {
        try SecretStoreFiles.install("passphrase-v1", into: URL(fileURLWithPath: data).appendingPathComponent("secrets"))
    }

    struct Seen: Sendable {
        var screens: [String] = []
        var endings: [TerminalRun.Ending] = []
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(2)))
    func aSecretAndAPassphraseAreTypedWithoutEcho() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-prompt")
        defer { workspace.remove() }
        let data = workspace.url.appendingPathComponent("data").path
        try Self.lockedStore(in: data)
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            // The passphrase from the environment; the secret typed at the prompt.
            let set = try TerminalRun("PODIUM_SECRETS_PASSPHRASE='correct horse' '\(Self.podium)' secret set --service mail --data-dir '\(data)'",
                                      in: workspace, width: 100, height: 10)
            _ = try set.session.waitFor("Secret for service 'mail':", timeout: Self.patience)
            try set.session.type("hunter2")
            try set.session.press("Enter")
            seen.endings.append(try set.waitForEnd(timeout: Self.patience))
            seen.screens.append(try set.session.screen())

            // Reading it back without the variable: the passphrase is asked for at the terminal.
            let again = try TemporaryDirectory(prefix: "podium-prompt")
            defer { again.remove() }
            let get = try TerminalRun("'\(Self.podium)' secret get --service mail --data-dir '\(data)'", in: again, width: 100, height: 10)
            _ = try get.session.waitFor("Passphrase for ", timeout: Self.patience)
            try get.session.type("correct horse")
            try get.session.press("Enter")
            seen.endings.append(try get.waitForEnd(timeout: Self.patience))
            seen.screens.append(try get.session.screen())
            return seen
        }
        #expect(seen.endings.map(\.exitStatus) == ["0\n", "0\n"])
        for ending in seen.endings { #expect(ending.sttyBefore == ending.sttyAfter, "echo is back on") }
        #expect(!seen.screens[0].contains("hunter2") && seen.screens[0].contains("podium secret: added service 'mail'"), "\(seen.screens[0])")
        #expect(!seen.screens[1].contains("correct horse") && seen.screens[1].contains("\nhunter2"), "\(seen.screens[1])")
    }

    /// Ctrl-C at the passphrase prompt ends the program and gives echo back, rather than leaving
    /// a shell that no longer shows what is typed.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(2)))
    func givingUpAtThePromptGivesTheTerminalBack() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-prompt")
        defer { workspace.remove() }
        let data = workspace.url.appendingPathComponent("data").path
        try Self.lockedStore(in: data)
        let ending = try await offThePool { () throws -> TerminalRun.Ending in
            let again = try TemporaryDirectory(prefix: "podium-prompt")
            defer { again.remove() }
            let get = try TerminalRun("'\(Self.podium)' secret get --service mail --data-dir '\(data)'", in: again, width: 100, height: 10)
            _ = try get.session.waitFor("Passphrase for ", timeout: Self.patience)
            try get.session.type("correct")
            try get.session.press("C-c")
            return try get.waitForEnd(timeout: Self.patience)
        }
        #expect(ending.exitStatus == "130\n", "killed by SIGINT, as a shell reports it")
        #expect(ending.sttyBefore == ending.sttyAfter, "echo is back on")
    }
}
