import Entities

/// A schedule change in words, as every list marks it: "retimed, was Sat 10:00–10:30", "moved
/// to Room B (was Room A)".
public enum ChangeText {
    /// `short`: for a row under the session's own title and time (which say where it is now).
    public static func describe(_ change: ScheduleChange, clock: ConferenceClock, short: Bool) -> String {
        switch change.kind {
        case .retimed:
            let was = change.before.map { when($0, clock: clock) } ?? "?"
            return short ? "retimed, was \(was)" : "retimed to \(change.after.map { when($0, clock: clock) } ?? "?") (was \(was))"
        case .moved:
            return "moved to \(change.after?.roomName ?? "no room") (was \(change.before?.roomName ?? "no room"))"
        case .renamed:
            return "renamed (was “\(change.before?.title ?? "")”)"
        case .removed:
            return "removed from the schedule"
        case .added:
            return "added to the schedule"
        }
    }

    /// The marks a list row carries for a session lately retimed or moved (none for most).
    public static func marks(_ changes: RecentChanges, of sessionID: String, clock: ConferenceClock) -> [String] {
        changes[sessionID].map { describe($0, clock: clock, short: true) }
    }

    private static func when(_ snapshot: ScheduleChange.Snapshot, clock: ConferenceClock) -> String {
        snapshot.startsAt.map { clock.dayAndTimeRange(from: $0, to: snapshot.endsAt) } ?? "unscheduled"
    }
}
