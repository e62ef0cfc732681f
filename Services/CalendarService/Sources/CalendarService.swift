import CalendarServiceContract
import ContentLines
import Entities
import Files
import Foundation

/// The calendar service: sessions as iCalendar documents and files.
public struct CalendarService: CalendarExporting {
    /// The feed's stable identity (the store's name: "demo", "feed-c1428ff250bb69eb"): part of
    /// every UID, so the same session from another feed is another event.
    public let feedKey: String
    /// Where `saveEvent` puts its files.
    public let exportDirectory: URL
    /// Each event's alarm, this many minutes before it starts; nil: none.
    public let alarmMinutesBefore: Int?
    private let now: @Sendable () -> Date

    public init(feedKey: String, exportDirectory: URL, alarmMinutesBefore: Int? = nil, now: @escaping @Sendable () -> Date = Date.init) {
        self.feedKey = feedKey
        self.exportDirectory = exportDirectory
        self.alarmMinutesBefore = alarmMinutesBefore
        self.now = now
    }

    public func calendar(of sessions: [Session], named name: String?) -> String {
        var writer = ICalendarWriter(feedKey: feedKey, stamp: now(), alarmMinutesBefore: alarmMinutesBefore)
        return writer.document(sessions, name: name)
    }

    public func saveEvent(of session: Session) throws(CalendarExportError) -> URL {
        guard session.isScheduled else { throw .unscheduled(sessionID: session.id) }
        let url = exportDirectory.appendingPathComponent("\(feedKey)-\(ExportFileName.safe(session.id)).ics")
        try TextFile.writeAtomically(calendar(of: [session], named: session.title), to: url)
        return url
    }
}
