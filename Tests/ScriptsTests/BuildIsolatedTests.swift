import Foundation
import TestHarness
import Testing

/// scripts/build-isolated against a fixture package: an undeclared import that a full
/// `swift build` compiles is refused when the target is built alone.
@Suite struct BuildIsolatedTests {
    func run(_ executable: String, _ arguments: [String]) async throws -> Subprocess.Outcome {
        try await Subprocess.run([executable] + arguments, holding: .minutes)
    }

    @Test(.timeLimit(.minutes(20)))
    func isolatedBuildCatchesTheImportAFullBuildLetsThrough() async throws {
        let fixture = try RepositoryPaths.auditFixture()
        defer { fixture.remove() }
        // Filters declares FiltersContract, Entities and TerminalUI — not ScheduleDataContract.
        try fixture.write("""
            import Foundation
            import ScheduleDataContract

            @MainActor
            final class FiltersPresenter {
                var selected: Set<String> = []
                var store: (any ScheduleStore)?
            }

            """, to: "Modules/Filters/Sources/FiltersPresenter.swift")

        // A full build compiles it once ScheduleDataContract happens to be built first.
        let first = try await run("swift", ["build", "--package-path", fixture.path, "--target", "ScheduleDataContract"])
        #expect(first.status == 0, "\(first.output)")
        let full = try await run("swift", ["build", "--package-path", fixture.path])
        #expect(full.status == 0, "a full build should let the undeclared import through:\n\(full.output)")

        // Built alone, Filters fails; the script stops there and never reaches Agenda.
        let script = RepositoryPaths.root.appendingPathComponent("scripts/build-isolated").path
        let isolated = try await run(script, ["--package-path", fixture.path, "FiltersContract", "Filters", "Agenda"])
        #expect(isolated.status == 1)
        let lines = isolated.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("FiltersContract") && $0.contains(" ok ") })
        #expect(lines.contains { $0.hasPrefix("Filters ") && $0.contains("FAILED") })
        #expect(isolated.output.contains("no such module 'ScheduleDataContract'"))
        #expect(!lines.contains { $0.hasPrefix("Agenda") })
    }

    @Test func unknownOptionIsAUsageError() async throws {
        let script = RepositoryPaths.root.appendingPathComponent("scripts/build-isolated").path
        let result = try await run(script, ["--bogus"])
        #expect(result.status == 2)
        #expect(result.output.contains("unknown option --bogus"))
    }
}
