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

    /// A temporary copy of this repository without its build folders or git data, whose `.build`
    /// holds the repository's resolved packages: their checkouts hard-linked (SwiftPM only reads
    /// them), the workspace's state copied. SwiftPM in the copy then resolves nothing; without it,
    /// every `swift package` there cloned some thirty packages first.
    public static func copy(prefix: String) throws -> TemporaryDirectory {
        let copy = try TemporaryDirectory(copying: root, prefix: prefix) { $0.hasPrefix(".build") || $0 == ".git" }
        let build = root.appendingPathComponent(".build")
        let target = copy.url.appendingPathComponent(".build")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for part in ["checkouts", "repositories"] where FileManager.default.fileExists(atPath: build.appendingPathComponent(part).path) {
            let linked = try Subprocess.run(["/bin/cp", "-al", build.appendingPathComponent(part).path, target.path])
            guard linked.status == 0 else { throw Subprocess.SpawnError(description: "cp -al \(part): \(linked.stderr)") }
        }
        let state = build.appendingPathComponent("workspace-state.json")
        if FileManager.default.fileExists(atPath: state.path) {
            try FileManager.default.copyItem(at: state, to: target.appendingPathComponent("workspace-state.json"))
        }
        return copy
    }

    public static var brokenAuditFixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: auditFixtures.appendingPathComponent("broken").path)) ?? []).sorted()
    }
}
