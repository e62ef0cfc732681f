import Foundation
import TestHarness
import Testing

/// `podium-data-bench --frab FILE`: the benchmark of docs/performance.md's frab figures runs to
/// its table (it once crashed re-applying a feed to a store whose folder an earlier run removed).
@Suite struct FrabBenchmarkRunTests {
    @Test func theFrabBenchmarkRunsToItsTable() async throws {
        let bench = RepositoryPaths.products.appendingPathComponent("podium-data-bench").path
        let feed = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/fosdem-2025-excerpt.xml").path
        let outcome = try await Subprocess.run(["/usr/bin/env", "PODIUM_BENCH_RUNS=2", bench, "--frab", feed])
        #expect(outcome.status == 0, "\(outcome.output.prefix(2000))")
        #expect(outcome.stdout.contains("re-applying"), "\(outcome.stdout)")
    }
}
