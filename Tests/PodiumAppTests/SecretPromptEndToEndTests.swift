import Foundation
import Testing
import TestSupport
@testable import PodiumApp

/// At a real terminal (tmux): a secret and a passphrase are asked for without echo, and the
/// terminal's settings are exactly as they were afterwards.
@Suite struct SecretPromptEndToEndTests {
    static let podium = RepositoryPaths.products.appendingPathComponent("podium").path

    struct Seen: Sendable {
        var screens: [String] = []
        var endings: [TerminalRun.Ending] = []
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(1)))
    func aSecretAndAPassphraseAreTypedWithoutEcho() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-prompt")
        defer { workspace.remove() }
        let data = workspace.url.appendingPathComponent("data").path
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            // A new store locked with a passphrase from the environment; the secret typed at the prompt.
            let set = try TerminalRun("PODIUM_SECRETS_PASSPHRASE='correct horse' '\(Self.podium)' secret set --service mail --data-dir '\(data)'",
                                      in: workspace, width: 100, height: 10)
            _ = try set.session.waitFor("Secret for service 'mail':")
            try set.session.type("hunter2")
            try set.session.press("Enter")
            seen.endings.append(try set.waitForEnd())
            seen.screens.append(try set.session.screen())

            // Reading it back without the variable: the passphrase is asked for at the terminal.
            let again = try TemporaryDirectory(prefix: "podium-prompt")
            defer { again.remove() }
            let get = try TerminalRun("'\(Self.podium)' secret get --service mail --data-dir '\(data)'", in: again, width: 100, height: 10)
            _ = try get.session.waitFor("Passphrase for ")
            try get.session.type("correct horse")
            try get.session.press("Enter")
            seen.endings.append(try get.waitForEnd())
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
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(1)))
    func givingUpAtThePromptGivesTheTerminalBack() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-prompt")
        defer { workspace.remove() }
        let data = workspace.url.appendingPathComponent("data").path
        let ending = try await offThePool { () throws -> TerminalRun.Ending in
            let set = try TerminalRun("printf 'hunter2' | PODIUM_SECRETS_PASSPHRASE='correct horse' '\(Self.podium)' secret set --service mail --data-dir '\(data)'",
                                      in: workspace, width: 100, height: 10)
            _ = try set.session.waitFor("podium secret: added")
            let again = try TemporaryDirectory(prefix: "podium-prompt")
            defer { again.remove() }
            let get = try TerminalRun("'\(Self.podium)' secret get --service mail --data-dir '\(data)'", in: again, width: 100, height: 10)
            _ = try get.session.waitFor("Passphrase for ")
            try get.session.type("correct")
            try get.session.press("C-c")
            return try get.waitForEnd()
        }
        #expect(ending.exitStatus == "130\n", "killed by SIGINT, as a shell reports it")
        #expect(ending.sttyBefore == ending.sttyAfter, "echo is back on")
    }
}
