import Foundation
import TestHarness
@testable import AuditKit

/// A temporary package to audit: the clean fixture with one broken case laid over it
/// (Tests/Fixtures/Audit), or a copy of this repository.
struct FixtureWorkspace {
    static var brokenCases: [String] { RepositoryPaths.brokenAuditFixtures }

    let directory: TemporaryDirectory
    var root: URL { directory.url }

    init(_ brokenCase: String? = nil) throws {
        directory = try RepositoryPaths.auditFixture(brokenCase)
    }

    /// A copy of the real repository, without build folders or git data (its packages resolved).
    init(copyingRepository: Void) throws {
        directory = try RepositoryPaths.copy(prefix: "podium-copy")
    }

    func audit() throws -> Audit {
        try Audit.load(AuditOptions(packageRoot: root.path, rulesPath: RepositoryPaths.dependencyRules.path))
    }

    func write(_ text: String, to relativePath: String) throws { try directory.write(text, to: relativePath) }
    func read(_ relativePath: String) throws -> String { try directory.read(relativePath) }
    func remove() { directory.remove() }
}

/// What a test expects of a finding: where, and which rule.
struct Expected: Hashable, CustomStringConvertible, Sendable {
    let path: String
    let line: Int
    let rule: Rule
    let severity: Finding.Severity

    var description: String { "\(path):\(line): \(severity.rawValue): [\(rule.rawValue)]" }

    init(_ path: String, _ line: Int, _ rule: Rule, _ severity: Finding.Severity = .error) {
        self.path = path
        self.line = line
        self.rule = rule
        self.severity = severity
    }

    init(_ finding: Finding) {
        self.init(finding.path, finding.line, finding.rule, finding.severity)
    }
}
