import TestHarness
import Testing
@testable import AuditKit

/// One clean fixture and one per broken rule: each asserts exactly the findings it should
/// produce, by path, line and rule — every one found, nothing else reported.
@Suite struct FixtureAuditTests {
    static let expectations: [String: Set<Expected>] = [
        "module-depends-on-module": [Expected("Package.swift", 11, .forbiddenDependency)],
        "data-manager-depends-on-ui": [Expected("Package.swift", 15, .forbiddenDependency)],
        // Shared store handling may know files and SQLite, never a family's contract.
        "data-manager-support-depends-on-contract": [Expected("Package.swift", 10, .forbiddenDependency)],
        "module-depends-on-terminal-host": [Expected("Package.swift", 14, .forbiddenDependency)],
        "feature-depends-on-external": [
            Expected("Package.swift", 9, .forbiddenDependency),
            Expected("Entities/Session.swift", 2, .roleViolation),
        ],
        // Line 4 (a comment), line 5 (a string) and line 12 (behind #if os(macOS)) are not imports.
        "implicit-import": [
            Expected("Modules/Filters/Sources/FiltersPresenter.swift", 2, .implicitImport),
            Expected("Modules/Filters/Sources/FiltersRouter.swift", 8, .implicitImport),
        ],
        "unused-dependency": [Expected("Package.swift", 13, .unusedDependency, .warning)],
        "presenter-imports-ui": [Expected("Modules/Agenda/Sources/AgendaPresenter.swift", 3, .roleViolation)],
        "interactor-imports-beyond-contracts": [Expected("Modules/Agenda/Sources/AgendaInteractor.swift", 1, .roleViolation)],
        "entities-import-beyond-foundation": [Expected("Entities/Session.swift", 3, .roleViolation)],
        "cycle-declared": [Expected("Package.swift", 10, .dependencyCycle)],
        "cycle-through-import": [
            Expected("Modules/Filters/Contract/FiltersBuilder.swift", 1, .dependencyCycle),
            Expected("Modules/Filters/Contract/FiltersBuilder.swift", 1, .implicitImport),
        ],
        // Line 9 declares a property named `package`: not an access modifier.
        "package-access": [Expected("Modules/Agenda/Sources/AgendaPresenter.swift", 6, .packageAccess)],
        "exported-import": [Expected("Modules/Agenda/Contract/AgendaBuilder.swift", 1, .exportedImport)],
        // Only tests reach internals; a release build refuses `@testable import` anywhere else.
        "testable-import": [Expected("DataManagers/Schedule/Local/LocalScheduleStore.swift", 2, .testableImport)],
        "missing-test-target": [Expected("Package.swift", 13, .missingTestTarget)],
        "unknown-kind": [Expected("Package.swift", 16, .unknownKind)],
        "stale-graph": [Expected("CONTRIBUTING.md", 5, .staleGraph)],
        // Shared presentation: words without the UI, a look without any module, and a
        // composition root that is handed its stores; a Presenter never takes the look.
        "formatting-depends-on-ui": [Expected("Package.swift", 16, .forbiddenDependency)],
        "styleguide-depends-on-module": [
            Expected("Package.swift", 16, .forbiddenDependency),
            Expected("Presentation/Styleguide/Theme.swift", 1, .testableImport),
        ],
        "composition-depends-on-data-manager": [Expected("Package.swift", 16, .forbiddenDependency)],
        "presenter-imports-styleguide": [Expected("Modules/Agenda/Sources/AgendaPresenter.swift", 3, .roleViolation)],
        // The server and the client share only the OpenAPI document: neither side links the other.
        "server-depends-on-client": [Expected("Package.swift", 16, .forbiddenDependency)],
        "client-depends-on-server": [Expected("Package.swift", 15, .forbiddenDependency)],
        // The SQLite and PostgreSQL stores are siblings on the store's contract: neither uses the other.
        // The protocol every store announces its changes through stands on nothing.
        "runtime-contract-depends-on-entities": [Expected("Package.swift", 16, .forbiddenDependency)],
        // A command parses and prints: it is handed contracts, never opens a store itself; and a
        // use case reaches the data only through contracts.
        "command-imports-data-manager": [Expected("App/ListCommand.swift", 3, .roleViolation)],
        "use-case-depends-on-data-manager": [Expected("Package.swift", 16, .forbiddenDependency)],
        "store-depends-on-its-sibling": [Expected("Package.swift", 18, .forbiddenDependency)],
        // Runtime code is below the features and above the contracts: no contract reaches it.
        "contract-depends-on-runtime": [Expected("Package.swift", 14, .forbiddenDependency)],
        // Shared screens know no module, contract or data.
        "shared-screens-depends-on-contract": [Expected("Package.swift", 16, .forbiddenDependency)],
        // A contract holds protocols and the values they carry: forwarding (line 10) and a
        // value's derived property (line 37) pass; a closure, a class, a namespace of functions
        // and another module's type extended do not.
        "contract-holds-implementation": [
            Expected("DataManagers/Schedule/Contract/ScheduleStore.swift", 13, .contractImplementation),
            Expected("DataManagers/Schedule/Contract/ScheduleStore.swift", 19, .contractImplementation),
            Expected("DataManagers/Schedule/Contract/ScheduleStore.swift", 24, .contractImplementation),
            Expected("DataManagers/Schedule/Contract/ScheduleStore.swift", 30, .contractImplementation),
        ],
        "contract-file-holds-two-protocols": [
            Expected("DataManagers/Schedule/Contract/ScheduleStore.swift", 8, .protocolFile),
            Expected("DataManagers/Schedule/Contract/Marks.swift", 2, .protocolFile),
        ],
        // A build plugin runs before a build with PackagePlugin alone, never a tool of the package.
        "plugin-depends-on-tool": [Expected("Package.swift", 16, .forbiddenDependency)],
        // My schedule's choices have one home: the Schedule family declaring them is refused.
        "concept-outside-its-home": [Expected("DataManagers/Schedule/Contract/FavoritesReading.swift", 2, .conceptHome)],
        // Agenda calls conferenceName() and never rooms(on:).
        "module-handed-unused-read": [Expected("Modules/Agenda/Sources/AgendaInteractor.swift", 8, .unusedRead)],
        // A runtime part the module composes reads for it what it calls through a protocol it
        // names (conferenceName()); a requirement nobody calls (rooms(on:)) is still found.
        "part-reads-for-its-module": [Expected("Modules/Agenda/Sources/AgendaInteractor.swift", 11, .unusedRead)],
        // What Routers share names other screens by their contracts, never a module; and a
        // Presenter never holds a Router's parts.
        "shared-routing-depends-on-module": [Expected("Package.swift", 16, .forbiddenDependency)],
        "presenter-imports-routing": [Expected("Modules/Agenda/Sources/AgendaPresenter.swift", 3, .roleViolation)],
    ]

    @Test func everyBrokenFixtureHasAnExpectation() {
        #expect(Set(FixtureWorkspace.brokenCases) == Set(Self.expectations.keys))
    }

    @Test func everyRuleIsProvenByAFixture() {
        let proven = Set(Self.expectations.values.flatMap { $0.map(\.rule) })
        // unlocated-import reports a bug in the audit itself; no correct package can produce it.
        #expect(Set(Rule.allCases).subtracting(proven) == [.unlocatedImport])
    }

    /// A fixture's audit (it runs `swift package describe`, seconds on a fresh clone) on a thread
    /// of its own: a synchronous test would hold one of the two threads every async test shares.
    static func audit(_ brokenCase: String? = nil, changing change: @escaping @Sendable (FixtureWorkspace) throws -> Void = { _ in })
        async throws -> AuditReport {
        try await offThePool(holding: .seconds) {
            let workspace = try brokenCase.map { try FixtureWorkspace($0) } ?? FixtureWorkspace()
            defer { workspace.remove() }
            try change(workspace)
            return try workspace.audit().report()
        }
    }

    @Test func cleanFixtureHasNoFindings() async throws {
        let report = try await Self.audit()
        #expect(report.findings == [])
        #expect(report.exitCode == 0)
        #expect(report.targetCount == 13)
    }

    @Test(arguments: FixtureWorkspace.brokenCases)
    func brokenFixtureReportsExactlyItsFindings(_ brokenCase: String) async throws {
        let report = try await Self.audit(brokenCase)
        #expect(Set(report.findings.map(Expected.init)) == Self.expectations[brokenCase])
        let expectsError = Self.expectations[brokenCase]?.contains { $0.severity == .error } ?? false
        #expect(report.exitCode == (expectsError ? 1 : 0))
    }

    @Test func messagesSayWhatAndWhy() async throws {
        let finding = try #require(try await Self.audit("module-depends-on-module").findings.first)
        #expect(finding.message.contains("'Agenda' (module) depends on 'Filters' (module)"))
        #expect(finding.message.contains("kind:*-contract"))
    }

    @Test func implicitImportOfExternalModuleNamesItsPackage() async throws {
        let findings = try await Self.audit("feature-depends-on-external") { workspace in
            // Take the product away from the manifest row but keep the import.
            let manifest = try workspace.read("Package.swift")
                .replacingOccurrences(of: #"dependencies: [.product(name: "LocalKit", package: "LocalKit")], path: "Entities""#,
                                      with: #"path: "Entities""#)
                .replacingOccurrences(of: #".target(name: "AgendaContract", dependencies: ["Entities", "TerminalUI"]"#,
                                      with: #".target(name: "AgendaContract", dependencies: ["Entities", "TerminalUI", .product(name: "LocalKit", package: "LocalKit")]"#)
            try workspace.write(manifest, to: "Package.swift")
        }.findings
        let implicit = try #require(findings.first { $0.rule == .implicitImport })
        #expect(implicit.path == "Entities/Session.swift" && implicit.line == 2)
        #expect(implicit.message.contains("from package 'LocalKit'"))
    }
}
