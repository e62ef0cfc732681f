import ArgumentParser
import Testing
@testable import PodiumApp

@Suite struct PodiumCommandTests {
    @Test func versionIsSemanticVersion() {
        let parts = PodiumVersion.current.split(separator: ".")
        #expect(parts.count == 3)
        #expect(parts.allSatisfy { Int($0) != nil })
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
