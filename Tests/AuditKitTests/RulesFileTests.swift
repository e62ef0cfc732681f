import Foundation
import TestHarness
import Testing
@testable import AuditKit

@Suite struct RulesFileTests {
    let rules: RulesFile

    init() throws {
        rules = try RulesFile.load(from: RepositoryPaths.dependencyRules)
    }

    @Test(arguments: [
        ("Entities", "entities"),
        ("Platform/TerminalUI", "ui-platform"),
        ("Platform/TerminalHost", "terminal-host"),
        ("Modules/Agenda/Contract", "module-contract"),
        ("Modules/Agenda/Sources", "module"),
        ("DataManagers/Schedule/Contract", "data-manager-contract"),
        ("DataManagers/Schedule/API", "data-manager"),
        ("DataManagers/Schedule/Local", "data-manager"),
        ("Services/SecretStore/Contract", "service-contract"),
        ("Services/SecretStore/Sources", "service"),
        ("App", "app"),
        ("Tests/TestHarness", "test-harness"),
        ("DataManagers/Schedule/Testing", "test-double"),
        ("Services/SecretStore/Testing", "test-double"),
        ("Modules/Filters/Testing", "test-double"),
        ("Runtime/LiveData/Contract", "runtime-contract"),
        ("UseCases/AddConference", "use-case"),
        ("Presentation/SharedRouting", "shared-routing"),
        ("Server/StoreContract", "server-store-roles"),
        ("Server/AttendeeStore", "server-store"),
        ("Server/PostgresStore", "server-store"),
        ("Server/ServerApp", "server"),
        ("Tests/AgendaTests", "test"),
        ("scripts/AuditKit", "tool"),
        ("Runtime/LiveData", "runtime"),
        ("Presentation/SharedScreens", "shared-screens"),
    ])
    func kindComesFromTheFolder(_ path: String, _ kind: String) {
        #expect(rules.kind(ofTargetAt: path) == kind)
    }

    @Test(arguments: ["Sources/Helpers", "Modules/Agenda", "Modules/Agenda/Sources/Deeper", "Platform/Other"])
    func foldersOutsideTheLayoutHaveNoKind(_ path: String) {
        #expect(rules.kind(ofTargetAt: path) == nil)
    }

    @Test func globMatchesWithinOneComponent() {
        #expect(Glob.matches(pattern: "*-contract", "module-contract"))
        #expect(Glob.matches(pattern: "*Presenter.swift", "AgendaPresenter.swift"))
        #expect(!Glob.matches(pattern: "*Presenter.swift", "AgendaPresenterTests.swift.bak"))
        #expect(Glob.matches(pattern: "*", "anything"))
        #expect(!Glob.matchesPath(pattern: "Tests/*", path: "Tests/A/B"))
    }

    @Test func toolchainModulesAreGrouped() {
        #expect(rules.toolchainGroup(of: "Foundation") == "foundation")
        #expect(rules.toolchainGroup(of: "FoundationNetworking") == "foundation-extras")
        #expect(rules.toolchainGroup(of: "Glibc") == "system")
        #expect(rules.toolchainGroup(of: "Testing") == "testing")
        #expect(rules.toolchainGroup(of: "GRDB") == nil)
    }

    @Test func unusedDependencyIsAWarningAndTheRestAreErrors() {
        #expect(rules.severity(of: .unusedDependency) == .warning)
        #expect(rules.severity(of: .implicitImport) == .error)
    }

    @Test(arguments: [
        (#""kind": "module", "may": ["kind:entities", "nonsense"]"#, "'nonsense' is not a selector"),
        (#""kind": "module", "may": ["toolchain:nope"]"#, "names no toolchain group"),
        (#""kind": "ghost", "may": []"#, "unknown kind 'ghost'"),
    ])
    func invalidRulesAreRefusedWithTheirPlace(_ replacement: String, _ message: String) throws {
        let original = try String(contentsOf: RepositoryPaths.dependencyRules, encoding: .utf8)
        let broken = original.replacingOccurrences(
            of: #""kind": "module",                "may": ["kind:entities", "kind:*-contract", "kind:ui-platform", "kind:formatting", "kind:styleguide", "kind:shared-screens", "kind:shared-routing", "kind:runtime"]"#,
            with: replacement)
        #expect(broken != original)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).json")
        try Data(broken.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try RulesFile.load(from: url)
            Issue.record("invalid rules were accepted")
        } catch let failure as AuditFailure {
            #expect(failure.description.contains(message))
            #expect(failure.description.contains(url.path))
        }
    }

    @Test func malformedJSONIsRefusedWithItsPath() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).json")
        try Data(#"{"schema": 1, "kinds": ["#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: AuditFailure.self) { try RulesFile.load(from: url) }
    }
}
