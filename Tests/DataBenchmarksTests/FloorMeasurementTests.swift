import Foundation
import GRDB
import Testing
import TestSupport
@testable import DataBenchmarks

/// The floor the sync is compared with must do the same work: every session, speaker and
/// room of the feed inserted.
@Suite struct FloorMeasurementTests {
    @Test func theFloorInsertsEveryRowOfTheFeed() throws {
        let directory = try TemporaryDirectory(prefix: "podium-floor")
        defer { directory.remove() }
        let data = try Data(contentsOf: RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json"))
        try FloorMeasurement.run(data, in: directory.path)
        let pool = try DatabasePool(path: directory.url.appendingPathComponent("floor.sqlite").path)
        let counts = try pool.read { db in
            try ["session", "speaker", "room", "search"].map { try Int.fetchOne(db, sql: "SELECT count(*) FROM \($0)") ?? -1 }
        }
        #expect(counts == [200, 150, 8, 200])
    }

    @Test func timingMeasuresTheWork() throws {
        let elapsed = try DataBenchmarkMain.seconds { Thread.sleep(forTimeInterval: 0.01) }
        #expect(elapsed >= 0.01)
    }
}
