import Entities
import Foundation
import GRDB
import ScheduleDataContract

/// What changed in the schedule between syncs, as My schedule and the change marks read it.
extension ScheduleLocalDataManager {
    public func changes(since time: Date) async throws -> [ScheduleChange] {
        try await schedule.read { db in
            let decoder = JSONDecoder()
            // A row written by a build from before the cap may hold a megabyte of title: SQLite
            // cuts it before Swift decodes or a screen lays it out.
            return try Row.fetchAll(db, sql: """
                SELECT sessionId, kind, detectedAt, \(Self.boundedSnapshot("before")) AS before, \(Self.boundedSnapshot("after")) AS after
                FROM scheduleChange WHERE detectedAt >= ? ORDER BY detectedAt DESC, id DESC LIMIT ?
                """, arguments: [time.timeIntervalSince1970, ScheduleHistory.maximumCount]).map { row in
                ScheduleChange(
                    sessionID: row["sessionId"], kind: ScheduleChange.Kind(rawValue: row["kind"]) ?? .added,
                    before: try (row["before"] as String?).map { try decoder.decode(ScheduleChange.Snapshot.self, from: Data($0.utf8)) },
                    after: try (row["after"] as String?).map { try decoder.decode(ScheduleChange.Snapshot.self, from: Data($0.utf8)) },
                    detectedAt: Date(timeIntervalSince1970: row["detectedAt"]))
            }
        }
    }

    /// A change's snapshot column as JSON whose title and room are at most
    /// `ScheduleHistory.maximumText` characters (the rest an ellipsis).
    static func boundedSnapshot(_ column: String) -> String {
        let limit = ScheduleHistory.maximumText
        func cut(_ key: String) -> String {
            let text = "json_extract(\(column), '$.\(key)')"
            return "CASE WHEN length(\(text)) > \(limit) THEN substr(\(text), 1, \(limit - 1)) || '…' ELSE \(text) END"
        }
        return """
            CASE WHEN \(column) IS NULL OR NOT json_valid(\(column)) THEN \(column) ELSE json_object('title', \(cut("title")),
            'startsAt', json_extract(\(column), '$.startsAt'), 'endsAt', json_extract(\(column), '$.endsAt'), 'roomName', \(cut("roomName"))) END
            """
    }
}
