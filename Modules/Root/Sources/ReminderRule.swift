import Entities
import Foundation

/// When a favorite is announced: once, when it starts within the lead time (and has not started
/// yet). A session that moves is announced again at its new time; one that started before the
/// app opened is not announced at all.
struct ReminderRule {
    let lead: TimeInterval
    /// Sessions already announced, with the start they were announced for.
    private var announced: Set<Announced> = []

    private struct Announced: Hashable {
        let sessionID: String
        let startsAt: Date
    }

    init(lead: TimeInterval) {
        self.lead = lead
    }

    /// The sessions to announce now, earliest first; each is remembered as announced.
    mutating func due(in sessions: [Session], now: Date) -> [Session] {
        let due = sessions.filter { session in
            guard let start = session.startsAt, Reminder.isDue(startingAt: start, now: now, lead: lead) else { return false }
            return !announced.contains(Announced(sessionID: session.id, startsAt: start))
        }.sorted { ($0.startsAt!, $0.id) < ($1.startsAt!, $1.id) }
        for session in due { announced.insert(Announced(sessionID: session.id, startsAt: session.startsAt!)) }
        return due
    }

    /// When the next of these sessions comes within the lead time, if one will.
    func nextCheck(in sessions: [Session], after now: Date) -> Date? {
        sessions.compactMap { $0.startsAt?.addingTimeInterval(-lead) }.filter { $0 > now }.min()
    }
}
