import Foundation
import TestHarness
import Testing

/// The app benchmark measures what it says: its launch child reaches an agenda frame, and the
/// browsing walks every day of the demo. (Times are recorded in docs/performance.md, never
/// asserted.)
@Suite struct AppBenchmarksTests {
    static let bench = RepositoryPaths.products.appendingPathComponent("podium-app-bench").path
    static let demo = RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json").path

    @Test func launchReachesTheAgendaAndBrowsingVisitsEveryDay() async throws {
        let launch = try await Subprocess.run(["/usr/bin/env", "PODIUM_BENCH_RUNS=2", Self.bench, "launch", Self.demo])
        #expect(launch.status == 0, "\(launch.output)")
        #expect(launch.stdout.contains("launch to first agenda frame (warm store, as the last start left it, 2 runs): median"))
        #expect(launch.stdout.contains("launch to first agenda frame (warm store, checked whole, 2 runs): median"))
        let memory = try await Subprocess.run([Self.bench, "memory", Self.demo])
        #expect(memory.status == 0, "\(memory.output)")
        #expect(memory.stdout.contains("resident memory after browsing 3 days to their ends"), "\(memory.stdout)")
        #expect(memory.stdout.contains("resident memory after browsing every tab to its end"), "\(memory.stdout)")
        #expect(memory.stdout.contains("resident memory at rest (the stores' caches and the heap's free pages given back)"), "\(memory.stdout)")
        #expect(memory.stdout.contains("search keystroke to its results, first two keys after a rest: median"), "\(memory.stdout)")
    }

    /// The Speakers tab opens on the demo's 150 speakers and every key of the speaker searches
    /// reaches a frame with its results; the News tab opens on 1,000 items.
    @Test func theSpeakersAndNewsTabsOpenAndSearchFinds() async throws {
        let speakers = try await Subprocess.run(["/usr/bin/env", "PODIUM_BENCH_RUNS=2", Self.bench, "speakers", Self.demo])
        #expect(speakers.status == 0, "\(speakers.output)")
        #expect(speakers.stdout.contains("Speakers tab, key to its first full frame (150 speakers, 2 runs"), "\(speakers.stdout)")
        #expect(speakers.stdout.contains("speaker search, keystroke to the frame with its results: median"))
        let news = try await Subprocess.run(["/usr/bin/env", "PODIUM_BENCH_RUNS=2", Self.bench, "news", Self.demo])
        #expect(news.status == 0, "\(news.output)")
        #expect(news.stdout.contains("News tab with its read, from building the screens (1000 items): median"), "\(news.stdout)")
        let now = try await Subprocess.run(["/usr/bin/env", "PODIUM_BENCH_RUNS=2", Self.bench, "now", Self.demo])
        #expect(now.status == 0, "\(now.output)")
        #expect(now.stdout.contains("Now & next tab, key to its first full frame (8 rooms in use, "), "\(now.stdout)")
        let grid = try await Subprocess.run(["/usr/bin/env", "PODIUM_BENCH_RUNS=2", Self.bench, "grid", Self.demo])
        #expect(grid.status == 0, "\(grid.output)")
        #expect(grid.stdout.contains("Grid keys (arrows, PgUp/PgDn; 40 keys), key to the frame drawn: median"), "\(grid.stdout)")
    }

    /// The attendees benchmark signs in to a real server, opens the tab on its list, and every
    /// key of its searches reaches the frame with the server's answer.
    @Test func theAttendeesTabSearchesARealServer() async throws {
        // Every prefix of every query as fast as the machine goes: the share of one attendee is raised.
        let server = try await PodiumServerRun.start([PodiumServerRun.Person("Bob Rossi", "bob@example.org", "BOBR-0002")],
                                                     options: ["--searches-per-second", "1000000"])
        defer { server.stop() }
        let outcome = try await Subprocess.run([Self.bench, "attendees", Self.demo, server.url.absoluteString, "bob@example.org", "BOBR-0002"])
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(outcome.stdout.contains("Attendees tab, key to the first page of the list: "), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("attendees search, keystroke to the frame with the server's results: median"), "\(outcome.stdout)")
    }

    @Test func anUnknownBenchmarkIsAUsageError() async throws {
        let outcome = try await Subprocess.run([Self.bench, "nonsense", Self.demo])
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("unknown benchmark nonsense"))
    }
}
