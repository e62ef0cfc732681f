import Foundation
import Testing
import TestSupport

/// The app benchmark measures what it says: its launch child reaches an agenda frame, and the
/// browsing walks every day of the demo. (Times are recorded in docs/performance.md, never
/// asserted.)
@Suite struct AppBenchmarksTests {
    static let bench = RepositoryPaths.products.appendingPathComponent("podium-app-bench").path
    static let demo = RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json").path

    @Test func launchReachesTheAgendaAndBrowsingVisitsEveryDay() async throws {
        let launch = try await Subprocess.run(["/usr/bin/env", "PODIUM_BENCH_RUNS=2", Self.bench, "launch", Self.demo])
        #expect(launch.status == 0, "\(launch.output)")
        #expect(launch.stdout.contains("launch to first agenda frame (warm store, 2 runs): median"))
        let memory = try await Subprocess.run([Self.bench, "memory", Self.demo])
        #expect(memory.status == 0, "\(memory.output)")
        #expect(memory.stdout.contains("resident memory after browsing 3 days to their ends"), "\(memory.stdout)")
    }

    @Test func anUnknownBenchmarkIsAUsageError() async throws {
        let outcome = try await Subprocess.run([Self.bench, "nonsense", Self.demo])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("unknown benchmark nonsense"))
    }
}
