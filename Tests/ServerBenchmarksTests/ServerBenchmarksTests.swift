import Foundation
import TestHarness
import Testing

/// The server benchmark measures a real server and its floor (`/healthz` at the same rate), and
/// says so, with no errors at a gentle rate.
@Suite struct ServerBenchmarksTests {
    @Test func itReportsSearchAndSignInLatenciesWithoutErrors() async throws {
        // One attendee signing in 10 times a second and searching 50 measures the server itself:
        // the limits that protect it from one client (docs/server.md) are raised for it.
        let server = try await PodiumServerRun.start([PodiumServerRun.Person("Ada Lovelace", "ada@example.org", "ABCD-1234")],
                                                     options: ["--sign-ins-per-minute", "1000000", "--searches-per-second", "1000000"])
        let bench = RepositoryPaths.products.appendingPathComponent("podium-server-bench").path
        let outcome = try await Subprocess.run([bench, server.url.absoluteString, "ada@example.org", "ABCD-1234", "50", "1", "10"])
        #expect(outcome.status == 0, "\(outcome.output)")
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("floor (/healthz): 50 requests at 50/s for 1 s; median ") == true, "\(outcome.stdout)")
        #expect(lines.dropFirst().first?.hasPrefix("directory search: 50 requests at 50/s for 1 s; median ") == true, "\(outcome.stdout)")
        #expect(lines.last?.hasPrefix("sign-in: 100 requests at 10/s for 10 s; median ") == true, "\(outcome.stdout)")
        #expect(lines.allSatisfy { $0.hasSuffix("; 0 errors") }, "\(outcome.output)")
    }
}
