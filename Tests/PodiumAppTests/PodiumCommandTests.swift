import ArgumentParser
import Foundation
import TestHarness
import Testing
@testable import PodiumApp

@Suite struct PodiumCommandTests {
    @Test func versionIsSemanticVersion() {
        let parts = PodiumVersion.number.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
    }

    /// The BuildCommit plugin wrote the commit of the checkout this was built in (a test runs in
    /// one): a commit of its history — HEAD itself unless a commit came after the build
    /// (`swift test --skip-build`) — with `+` when the tree differed.
    @Test func versionNamesTheCommitItWasBuiltFrom() async throws {
        #expect(PodiumVersion.current == "\(PodiumVersion.number) (commit \(BuildCommit.id))")
        let commit = BuildCommit.id.hasSuffix("+") ? String(BuildCommit.id.dropLast()) : BuildCommit.id
        #expect(commit.count == 12 && commit.allSatisfy(\.isHexDigit), "\(BuildCommit.id)")
        let known = try await Subprocess.run(["git", "-C", RepositoryPaths.root.path, "merge-base", "--is-ancestor", commit, "HEAD"])
        #expect(known.status == 0, "\(BuildCommit.id) is no commit of this checkout's history: \(known.output)")
    }

    @Test func versionFlagPrintsTheVersion() {
        #expect(throws: (any Error).self) { try PodiumCommand.parseAsRoot(["--version"]) }
        do {
            _ = try PodiumCommand.parseAsRoot(["--version"])
        } catch {
            #expect(PodiumCommand.fullMessage(for: error) == PodiumVersion.current)
            #expect(PodiumCommand.exitCode(for: error) == .success)
        }
    }

    @Test func helpNamesTheCommand() {
        let help = PodiumCommand.helpMessage()
        #expect(help.contains("USAGE: podium"))
        #expect(help.contains("--version"))
    }

    @Test func unknownFlagIsAUsageError() {
        do {
            _ = try PodiumCommand.parseAsRoot(["--no-such-flag"])
            Issue.record("an unknown flag was accepted")
        } catch {
            #expect(PodiumCommand.exitCode(for: error) != .success)
            #expect(PodiumCommand.fullMessage(for: error).contains("--no-such-flag"))
        }
    }
}
