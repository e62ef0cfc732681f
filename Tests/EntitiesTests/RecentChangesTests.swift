import Entities
import Foundation
import Testing

struct RecentChangesTests {
    let morning = Date(timeIntervalSince1970: 1_790_000_000)

    func change(_ id: String, _ kind: ScheduleChange.Kind, at time: Date) -> ScheduleChange {
        ScheduleChange(sessionID: id, kind: kind, before: nil, after: nil, detectedAt: time)
    }

    /// One sync can retime and move a session: both marks. An older sync's marks are history.
    @Test func theNewestSyncThatRetimedOrMovedASessionIsWhatIsMarked() {
        let later = morning.addingTimeInterval(600)
        let changes = RecentChanges([   // newest first, as the store reads them
            change("a", .moved, at: later), change("a", .retimed, at: later), change("a", .retimed, at: morning),
            change("b", .renamed, at: later), change("c", .added, at: later), change("d", .removed, at: later),
        ])
        #expect(changes["a"].map(\.kind) == [.retimed, .moved])
        #expect(changes["a"].allSatisfy { $0.detectedAt == later })
        #expect(changes["b"].isEmpty && changes["c"].isEmpty && changes["d"].isEmpty)
        #expect(!changes.isEmpty)
        #expect(RecentChanges([change("b", .renamed, at: later)]).isEmpty)
    }
}
