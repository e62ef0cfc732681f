import Foundation
import TestHarness
import Testing
@testable import AuditKit

/// Audits run `swift package describe` (seconds on a fresh clone), so each runs on a thread of
/// its own through `inFixture`, never holding one of the two threads every async test shares.
@Suite struct GraphAndReportTests {
    func inFixture<T: Sendable>(_ brokenCase: String? = nil, _ work: @escaping @Sendable (FixtureWorkspace) throws -> T) async throws -> T {
        try await offThePool(holding: .seconds) {
            let workspace = try brokenCase.map { try FixtureWorkspace($0) } ?? FixtureWorkspace()
            defer { workspace.remove() }
            return try work(workspace)
        }
    }

    @Test func mermaidGroupsTargetsByKindAndLeavesTestsOut() async throws {
        let (graph, withTests) = try await inFixture { workspace in
            (try workspace.audit().graph(.mermaid), try workspace.audit().graph(.mermaid, includeTests: true))
        }
        #expect(graph.hasPrefix("flowchart LR\n"))
        #expect(graph.contains("subgraph module[\"module · Modules/*/Sources\"]"))
        #expect(graph.contains("  Agenda --> FiltersContract\n"))
        #expect(!graph.contains("AgendaTests"))
        #expect(!graph.contains("linkStyle"), "a clean graph marks nothing")
        #expect(withTests.contains("AgendaTests"))
    }

    @Test func forbiddenAndImplicitEdgesAreMarked() async throws {
        let (mermaid, dot) = try await inFixture("module-depends-on-module") { forbidden in
            (try forbidden.audit().graph(.mermaid), try forbidden.audit().graph(.dot))
        }
        #expect(mermaid.contains("  Agenda -. forbidden .-> Filters\n"))
        #expect(mermaid.contains("linkStyle"))
        #expect(dot.contains(#""Agenda" -> "Filters" [color=red, fontcolor=red, style=dashed, label="forbidden"];"#))
        #expect(dot.contains("subgraph \"cluster_module\""))

        let implicit = try await inFixture("implicit-import") { try $0.audit().graph(.mermaid) }
        #expect(implicit.contains("  Filters -. implicit import .-> ScheduleDataContract\n"))
    }

    @Test func readmeBlockIsWrittenThenCurrent() async throws {
        let (first, findings, second, readme) = try await inFixture("stale-graph") { workspace in
            (try workspace.audit().writeReadmeGraph(), try workspace.audit().report().findings, try workspace.audit().writeReadmeGraph(),
             try workspace.read("CONTRIBUTING.md"))
        }
        #expect(first == ["CONTRIBUTING.md"])
        #expect(findings == [])
        #expect(second == [])
        #expect(readme.hasPrefix("# Fixture\n\nThe picture below is out of date"))
    }

    @Test func textReportIsCompilerStyleWithASummary() throws {
        let report = AuditReport(
            findings: [Finding(path: "Package.swift", line: 12, severity: .error, rule: .forbiddenDependency, message: "m1"),
                       Finding(path: "A/B.swift", line: 3, severity: .warning, rule: .unusedDependency, message: "m2")],
            targetCount: 4, fileCount: 9, duration: .milliseconds(1234))
        let fromRoot = report.text(packageRoot: "/repo", relativeTo: "/repo")
        #expect(fromRoot == """
            Package.swift:12: error: [forbidden-dependency] m1
            A/B.swift:3: warning: [unused-dependency] m2
            audit: 1 error, 1 warning — 4 targets, 9 files in 1.2 s

            """)
        #expect(report.text(packageRoot: "/repo", relativeTo: "/").hasPrefix("repo/Package.swift:12:"))
        #expect(report.text(packageRoot: "/repo", relativeTo: "/elsewhere").hasPrefix("/repo/Package.swift:12:"))
        #expect(report.exitCode == 1)
    }

    @Test func jsonReportDecodes() async throws {
        let json = try await inFixture("unused-dependency") { try $0.audit().report().json(packageRoot: $0.root.path) }
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 0)
        #expect(object["warnings"] as? Int == 1)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.first?["rule"] as? String == "unused-dependency")
        #expect(findings.first?["line"] as? Int == 13)
    }

    @Test func listsTargetsByKindInLayoutOrder() async throws {
        let (names, tests) = try await inFixture { workspace in
            let audit = try workspace.audit()
            return (try audit.targets(ofKinds: ["entities", "ui-platform", "*-contract", "module"]).map(\.name), try audit.testTargets())
        }
        #expect(names == ["Entities", "TerminalUI", "AgendaContract", "FiltersContract", "Agenda", "Filters", "ScheduleDataContract"])
        #expect(tests.first { $0.name == "AgendaTests" }?.subject == "Agenda")
        #expect(tests.first { $0.name == "AgendaTests" }?.subjectKind == "module")
    }
}
