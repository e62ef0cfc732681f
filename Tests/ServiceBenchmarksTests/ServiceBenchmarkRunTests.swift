import Foundation
import TestHarness
import Testing

/// The service benchmark runs end to end on the demo feed and reports every figure.
@Suite struct ServiceBenchmarkRunTests {
    @Test func itReportsEveryMeasureOnTheDemo() async throws {
        let tool = RepositoryPaths.products.appendingPathComponent("podium-service-bench").path
        let feed = RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json").path
        let outcome = try await Subprocess.run(["/usr/bin/env", "PODIUM_BENCH_RUNS=1", tool, feed])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = outcome.stdout.split(separator: "\n").filter { $0.hasPrefix("| ") }.dropFirst()
        #expect(rows.count == 8, "\(outcome.stdout)")
        #expect(outcome.stdout.contains("| export 197 sessions to .ics"), "the demo's 197 scheduled sessions: \(outcome.stdout)")
        for row in rows where !row.contains("÷") {
            #expect(row.contains(" ms"), "\(row)")
        }
        let usage = try await Subprocess.run([tool])
        #expect(usage.status == 2 && usage.stderr.hasPrefix("usage: podium-service-bench"))
    }
}
