import Entities
import FeedFetcherContract
import Foundation
import GRDB
import ScheduleDataContract

/// The changes an apply records, held to `ScheduleHistory`.
extension FeedApplier {
    /// A change row holds what a screen shows of a session (a title of a store written before
    /// feeds were capped may be a megabyte; its rename must not carry it on).
    func bounded(_ snapshot: ScheduleChange.Snapshot) -> ScheduleChange.Snapshot {
        func cut(_ text: String) -> String {
            text.unicodeScalars.count <= ScheduleHistory.maximumText ? text
                : String(String.UnicodeScalarView(text.unicodeScalars.prefix(ScheduleHistory.maximumText - 1))) + "…"
        }
        var bounded = snapshot
        bounded.title = cut(snapshot.title)
        bounded.roomName = snapshot.roomName.map(cut)
        return bounded
    }

    /// Keeps the history within `ScheduleHistory`: younger than its age, no more than its count.
    func pruneHistory() throws {
        try db.execute(sql: "DELETE FROM scheduleChange WHERE detectedAt < ?",
                       arguments: [time.addingTimeInterval(-ScheduleHistory.maximumAge).timeIntervalSince1970])
        try db.execute(sql: """
            DELETE FROM scheduleChange WHERE id IN (
                SELECT id FROM scheduleChange ORDER BY detectedAt DESC, id DESC LIMIT -1 OFFSET ?)
            """, arguments: [ScheduleHistory.maximumCount])
    }
}
