import Foundation
import TestHarness
import Testing
@testable import AuditKit

/// The audit on a temporary copy of this very repository: clean as it is, and catching an
/// undeclared import added to one of its targets.
@Suite struct RealProjectAuditTests {
    @Test func copyOfTheProjectIsCleanThenCaughtWhenBroken() async throws {
        let path = "App/PodiumCommand.swift"
        // The audit runs `swift package` for half a minute: off the shared threads.
        let (before, after, exitCode) = try await offThePool(holding: .seconds) { () throws -> ([Finding], [Finding], Int32) in
            let workspace = try FixtureWorkspace(copyingRepository: ())
            defer { workspace.remove() }
            let before = try workspace.audit().report().findings
            // PodiumApp declares ArgumentParser only; AuditKit is built in a full build, so this compiles there.
            try workspace.write("import AuditKit\n" + (try workspace.read(path)), to: path)
            let after = try workspace.audit().report()
            return (before, after.findings, after.exitCode)
        }
        #expect(before.filter { $0.severity == .error } == [], "false positives on the project itself")
        let implicit = after.filter { $0.rule == .implicitImport }
        #expect(implicit.map(Expected.init) == [Expected(path, 1, .implicitImport)])
        #expect(implicit.first?.message.contains("'PodiumApp' does not declare") == true)
        #expect(exitCode == 1)
    }

    /// The pictures the audit keeps true are where a contributor reads them; a block that is
    /// not there would be checked by nothing.
    @Test func theDrawnPicturesAreInTheDocumentsThatShowThem() throws {
        #expect(Set(ReadmeGraph.places.map(\.file)) == ["CONTRIBUTING.md", "docs/targets.md"])
        for place in ReadmeGraph.places {
            let document = try String(contentsOf: RepositoryPaths.root.appendingPathComponent(place.file), encoding: .utf8)
            #expect(document.contains("<!-- \(place.name):begin") && document.contains("<!-- \(place.name):end -->"), "\(place.file) lost \(place.name)")
        }
        let readme = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!readme.contains("<!-- audit-"), "the README is for people who use Podium")
    }
}
