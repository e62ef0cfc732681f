import Foundation
import TestHarness
import Testing

/// The `podium-audit` executable as CI and editors use it: exit status, output format, and
/// refusal outside a package.
@Suite struct AuditCommandTests {
    static let rules = RepositoryPaths.dependencyRules.path
    static let binary = RepositoryPaths.products.appendingPathComponent("podium-audit")

    func run(_ arguments: [String], in directory: URL? = nil) async throws -> Subprocess.Outcome {
        try await Subprocess.run([Self.binary.path] + arguments, in: directory)
    }

    @Test func cleanPackageExitsZeroWithASummary() async throws {
        let fixture = try RepositoryPaths.auditFixture()
        defer { fixture.remove() }
        let root = fixture.url
        let result = try await run(["--rules", Self.rules], in: root.appendingPathComponent("Modules/Agenda"))
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("audit: clean — 13 targets"))
    }

    @Test func findingsExitOneInCompilerStyle() async throws {
        let fixture = try RepositoryPaths.auditFixture("presenter-imports-ui")
        defer { fixture.remove() }
        let root = fixture.url
        let result = try await run(["--rules", Self.rules], in: root)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Modules/Agenda/Sources/AgendaPresenter.swift:3: error: [role-violation] presenter-without-ui:") == true)
        #expect(lines.last?.hasPrefix("audit: 1 error, 0 warnings") == true)
    }

    @Test func warningsAloneExitZero() async throws {
        let fixture = try RepositoryPaths.auditFixture("unused-dependency")
        defer { fixture.remove() }
        let root = fixture.url
        let result = try await run(["--rules", Self.rules, "--package-path", root.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("warning: [unused-dependency]"))
    }

    @Test func jsonFormatIsMachineReadable() async throws {
        let fixture = try RepositoryPaths.auditFixture("package-access")
        defer { fixture.remove() }
        let root = fixture.url
        let result = try await run(["--rules", Self.rules, "--package-path", root.path, "--format", "json"])
        #expect(result.status == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = object?["findings"] as? [[String: Any]]
        #expect(findings?.first?["rule"] as? String == "package-access")
        #expect(findings?.first?["path"] as? String == "Modules/Agenda/Sources/AgendaPresenter.swift")
    }

    @Test func outsideAPackageExitsTwo() async throws {
        let empty = try TemporaryDirectory()
        defer { empty.remove() }
        let result = try await run(["--rules", Self.rules], in: empty.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("not inside a Swift package"))
    }

    @Test(arguments: [["--no-such-flag"], ["--format", "xml"], ["--graph", "mermaid", "--list-tests"], ["--include-tests"]])
    func usageErrorsExitTwo(_ arguments: [String]) async throws {
        let result = try await run(arguments + ["--rules", Self.rules], in: RepositoryPaths.root)
        #expect(result.status == 2)
        #expect(!result.stderr.isEmpty)
    }

    @Test func missingRulesFileExitsTwoNamingIt() async throws {
        let fixture = try RepositoryPaths.auditFixture()
        defer { fixture.remove() }
        let root = fixture.url
        let result = try await run(["--package-path", root.path, "--rules", "/nonexistent/rules.json"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("/nonexistent/rules.json"))
    }

    @Test func graphAndListsPrintWithoutAuditing() async throws {
        let fixture = try RepositoryPaths.auditFixture("module-depends-on-module")
        defer { fixture.remove() }
        let root = fixture.url
        let graph = try await run(["--rules", Self.rules, "--package-path", root.path, "--graph", "dot"])
        #expect(graph.status == 0)
        #expect(graph.stdout.hasPrefix("digraph \"CleanFixture\" {"))
        let modules = try await run(["--rules", Self.rules, "--package-path", root.path, "--list-targets", "module"])
        #expect(modules.stdout == "Agenda\nFilters\n")
    }

    @Test func helpExitsZero() async throws {
        let result = try await run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: podium-audit"))
    }
}
