import Foundation
import Testing
@testable import AuditKit

@Suite struct GraphAndReportTests {
    @Test func mermaidGroupsTargetsByKindAndLeavesTestsOut() throws {
        let workspace = try FixtureWorkspace()
        defer { workspace.remove() }
        let graph = try workspace.audit().graph(.mermaid)
        #expect(graph.hasPrefix("flowchart LR\n"))
        #expect(graph.contains("subgraph module[\"module · Modules/*/Sources\"]"))
        #expect(graph.contains("  Agenda --> FiltersContract\n"))
        #expect(!graph.contains("AgendaTests"))
        #expect(!graph.contains("linkStyle"), "a clean graph marks nothing")
        #expect(try workspace.audit().graph(.mermaid, includeTests: true).contains("AgendaTests"))
    }

    @Test func forbiddenAndImplicitEdgesAreMarked() throws {
        let forbidden = try FixtureWorkspace("module-depends-on-module")
        defer { forbidden.remove() }
        let mermaid = try forbidden.audit().graph(.mermaid)
        #expect(mermaid.contains("  Agenda -. forbidden .-> Filters\n"))
        #expect(mermaid.contains("linkStyle"))
        let dot = try forbidden.audit().graph(.dot)
        #expect(dot.contains(#""Agenda" -> "Filters" [color=red, fontcolor=red, style=dashed, label="forbidden"];"#))
        #expect(dot.contains("subgraph \"cluster_module\""))

        let implicit = try FixtureWorkspace("implicit-import")
        defer { implicit.remove() }
        #expect(try implicit.audit().graph(.mermaid).contains("  Filters -. implicit import .-> ScheduleDataContract\n"))
    }

    @Test func readmeBlockIsWrittenThenCurrent() throws {
        let workspace = try FixtureWorkspace("stale-graph")
        defer { workspace.remove() }
        #expect(try workspace.audit().writeReadmeGraph() == true)
        #expect(try workspace.audit().report().findings == [])
        #expect(try workspace.audit().writeReadmeGraph() == false)
        #expect(try workspace.read("README.md").hasPrefix("# Fixture\n\nThe picture below is out of date"))
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

    @Test func jsonReportDecodes() throws {
        let workspace = try FixtureWorkspace("unused-dependency")
        defer { workspace.remove() }
        let json = try workspace.audit().report().json(packageRoot: workspace.root.path)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["errors"] as? Int == 0)
        #expect(object["warnings"] as? Int == 1)
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.first?["rule"] as? String == "unused-dependency")
        #expect(findings.first?["line"] as? Int == 13)
    }

    @Test func listsTargetsByKindInLayoutOrder() throws {
        let workspace = try FixtureWorkspace()
        defer { workspace.remove() }
        let audit = try workspace.audit()
        #expect(try audit.targets(ofKinds: ["entities", "ui-platform", "*-contract", "module"]).map(\.name) ==
                ["Entities", "TerminalUI", "AgendaContract", "FiltersContract", "Agenda", "Filters", "ScheduleDataContract"])
        let tests = try audit.testTargets()
        #expect(tests.first { $0.name == "AgendaTests" }?.subject == "Agenda")
        #expect(tests.first { $0.name == "AgendaTests" }?.subjectKind == "module")
    }
}
