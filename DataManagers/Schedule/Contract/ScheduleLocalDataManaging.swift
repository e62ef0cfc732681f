import Entities
import Foundation

/// The schedule's local store, whole: screens read it, the synchronizer feeds it, commands ask
/// for a summary. One type implements it all; every user names only the part it uses. (The
/// person's own choices are the favorites store's.)
public protocol ScheduleLocalDataManaging: ScheduleReading, ScheduleSyncStoring, PretalxTalksReading {
    /// What the store holds, for lists of conferences.
    func summary() async throws -> ScheduleStoreSummary
    /// Every session `search(_:limit:readingFirst:)` finds, at most `limit`, read at once: what
    /// a command prints (a screen shows a screenful first).
    func search(_ text: String, limit: Int) async throws -> [Session]
}

/// A store at a glance: the feed's format and title, its zone and days, when it was last synced.
public struct ScheduleStoreSummary: Sendable, Hashable {
    public var format: ScheduleFormat?
    public var title: String?
    public var timeZone: TimeZone?
    public var days: [LocalDate]
    public var sessions: Int
    public var lastSync: Date?

    public init(format: ScheduleFormat?, title: String?, timeZone: TimeZone?, days: [LocalDate], sessions: Int, lastSync: Date?) {
        self.format = format
        self.title = title
        self.timeZone = timeZone
        self.days = days
        self.sessions = sessions
        self.lastSync = lastSync
    }
}
