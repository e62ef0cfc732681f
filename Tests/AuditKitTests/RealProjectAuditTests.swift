import Foundation
import Testing
@testable import AuditKit

/// The audit on a temporary copy of this very repository: clean as it is, and catching an
/// undeclared import added to one of its targets.
@Suite struct RealProjectAuditTests {
    @Test func copyOfTheProjectIsCleanThenCaughtWhenBroken() throws {
        let workspace = try FixtureWorkspace(copyingRepository: ())
        defer { workspace.remove() }

        let before = try workspace.audit().report()
        #expect(before.findings.filter { $0.severity == .error } == [], "false positives on the project itself")

        // PodiumApp declares ArgumentParser only; AuditKit is built in a full build, so this compiles there.
        let path = "App/PodiumCommand.swift"
        let source = try workspace.read(path)
        try workspace.write("import AuditKit\n" + source, to: path)

        let after = try workspace.audit().report()
        let implicit = after.findings.filter { $0.rule == .implicitImport }
        #expect(implicit.map(Expected.init) == [Expected(path, 1, .implicitImport)])
        #expect(implicit.first?.message.contains("'PodiumApp' does not declare") == true)
        #expect(after.exitCode == 1)
    }
}
