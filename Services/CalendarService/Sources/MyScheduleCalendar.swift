import CalendarServiceContract
import ContentLineContract
import Entities
import Foundation
import ScheduleDataContract

/// The subscribable My-schedule calendar: the favorites' events in one `.ics` file, rewritten
/// atomically when they change — after a favorite is toggled, or a sync moves, renames or
/// removes a favorite's session.
public struct MyScheduleCalendar: MyScheduleCalendarPublishing {
    public let fileURL: URL
    private let store: any ScheduleReading
    private let calendar: CalendarService
    private let name: String

    /// `name`: the calendar's title in applications ("My schedule · Podium Demo Conf 2026").
    public init(store: any ScheduleReading, calendar: CalendarService, fileURL: URL, name: String) {
        self.store = store
        self.calendar = calendar
        self.fileURL = fileURL
        self.name = name
    }

    /// Where the file goes for a store: beside it, `<store>-my-schedule.ics`.
    public static func fileURL(forStoreAt storePath: String) -> URL {
        URL(fileURLWithPath: (storePath as NSString).deletingPathExtension + "-my-schedule.ics")
    }

    /// Rewrites the file when its events changed. Never from a store that holds no schedule (a
    /// first start, or a damaged store just moved aside and not yet rebuilt): the file may be
    /// the last copy of the favorites, and calendar applications would drop every event.
    @discardableResult
    public func publish() async throws(CalendarExportError) -> Bool {
        let sessions: [Session]
        do {
            guard let conference = try await store.conference(), !conference.days.isEmpty else { return false }
            let favorites = try await store.favorites().filter { !$0.sessionRemoved }.map(\.sessionID)
            sessions = try await store.sessions(ids: favorites)
        } catch {
            throw .cannotRead(detail: "\(error)")
        }
        let existing = try? String(contentsOf: fileURL, encoding: .utf8)
        if existing == nil && sessions.isEmpty { return false }  // nothing favorited yet, nothing to subscribe to
        let document = calendar.calendar(of: sessions, named: name)
        if let existing, Self.events(existing) == Self.events(document) { return false }
        try TextFile.writeAtomically(document, to: fileURL)
        return true
    }

    public func follow(onError report: @Sendable (CalendarExportError) -> Void) async {
        let changes = store.changeEvents()
        do { try await publish() } catch { report(error) }
        for await _ in changes {
            do { try await publish() } catch { report(error) }
        }
    }

    /// What a document says, its DTSTAMP lines aside (they only say when it was written).
    static func events(_ document: String) -> [String] {
        ContentText.unfold(document).filter { !$0.hasPrefix("DTSTAMP:") }
    }
}
