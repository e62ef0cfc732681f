import Foundation
import GRDB
import TestHarness
import Testing
@testable import DataBenchmarks

/// The floor the sync is compared with must write what a sync writes: the same rows, the same
/// relations and the same search text, so the ratio measures only what the sync adds.
@Suite struct FloorMeasurementTests {
    let timeZone = TimeZone(identifier: "Europe/Berlin")!
    let demo = RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json")

    /// What both databases must agree on, table by table (free text aside: the sync tidies it).
    static let comparisons = [
        "SELECT id, name, sort FROM room ORDER BY id",
        "SELECT id, title, appliesTo, sort FROM category ORDER BY id",
        "SELECT id, categoryId, name, sort FROM categoryItem ORDER BY id",
        "SELECT id, firstName, lastName, isTopSpeaker, photoURL, json_array_length(links), categoryItemIds, sessionIds, sortKey FROM speaker ORDER BY id",
        "SELECT id, startsAt, endsAt, day, roomId, isServiceSession, isPlenumSession, liveURL, recordingURL, status FROM session ORDER BY id",
        "SELECT sessionId, speakerId, position FROM sessionSpeaker ORDER BY sessionId, position",
        "SELECT sessionId, itemId, position FROM sessionCategoryItem ORDER BY sessionId, position",
        "SELECT id, length(searchPeople) > 0 FROM session ORDER BY id",
        "SELECT count(*) FROM sessionSearch",
        "SELECT speakerId, sortKey, name FROM speakerSearch ORDER BY speakerId",
    ]

    @Test func theFloorWritesTheSameRowsAsARealSync() async throws {
        let directory = try TemporaryDirectory(prefix: "podium-floor")
        defer { directory.remove() }
        let floorPath = try FloorMeasurement.prepare(in: directory.path, timeZone: timeZone)
        try FloorMeasurement.run(try Data(contentsOf: demo), into: floorPath, timeZone: timeZone)
        let sync = MeasuredSync(feedURL: demo, timeZone: timeZone)
        let report = try await sync.run(into: try sync.prepare(in: directory.path))
        #expect(report.sessions == 200)

        let floor = try DatabaseQueue(path: floorPath)
        let synced = try DatabaseQueue(path: directory.url.appendingPathComponent("schedule.sqlite").path)
        for sql in Self.comparisons {
            let expected = try synced.read { db in try Row.fetchAll(db, sql: sql) }
            let actual = try floor.read { db in try Row.fetchAll(db, sql: sql) }
            #expect(!expected.isEmpty, "\(sql)")
            #expect(actual.count == expected.count, "\(sql)")
            let mismatch = zip(actual, expected).first { $0 != $1 }
            #expect(mismatch == nil, "\(sql): the floor wrote \(mismatch?.0.description ?? ""), a sync \(mismatch?.1.description ?? "")")
        }
        let searchHits = try await floor.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sessionSearch WHERE sessionSearch MATCH 'berg'")
        }
        #expect(searchHits ?? 0 > 0)
    }

    @Test func timingMeasuresTheWork() throws {
        let elapsed = try DataBenchmarkMain.seconds { Thread.sleep(forTimeInterval: 0.01) }
        #expect(elapsed >= 0.01)
    }
}
