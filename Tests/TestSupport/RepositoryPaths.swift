import Foundation

/// Where things are in this repository, for tests that read fixtures or copy the project.
public enum RepositoryPaths {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static let auditFixtures = root.appendingPathComponent("Tests/Fixtures/Audit")
    public static let dependencyRules = root.appendingPathComponent("scripts/dependency-rules.json")

    /// The folder holding the test runner, and so every executable the tests depend on.
    public static var products: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    }

    /// A temporary copy of the clean audit fixture with one broken case (if any) laid over it.
    public static func auditFixture(_ brokenCase: String? = nil) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory(copying: auditFixtures.appendingPathComponent("clean"), prefix: "podium-fixture")
        if let brokenCase {
            try directory.overlay(auditFixtures.appendingPathComponent("broken/\(brokenCase)"))
        }
        return directory
    }

    public static var brokenAuditFixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: auditFixtures.appendingPathComponent("broken").path)) ?? []).sorted()
    }
}
