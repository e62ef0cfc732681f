import ArgumentParser
import Foundation
import TestSupport
import Testing
@testable import PodiumApp

@Suite struct PodiumCommandTests {
    @Test func versionIsSemanticVersion() {
        let parts = PodiumVersion.number.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
    }

    /// The BuildCommit plugin wrote the checkout's commit before this build (a test runs in one).
    @Test func versionNamesTheCommitItWasBuiltFrom() async throws {
        let head = try await Subprocess.run(["git", "-C", RepositoryPaths.root.path, "rev-parse", "--short=12", "HEAD"])
        try #require(head.status == 0, "\(head.output)")
        let commit = head.output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(commit.count == 12)
        #expect(PodiumVersion.current == "\(PodiumVersion.number) (commit \(BuildCommit.id))")
        #expect(BuildCommit.id == commit || BuildCommit.id == commit + "+", "built from \(BuildCommit.id), the checkout is at \(commit)")
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
