import CalendarServiceContract
import Entities
import Foundation
import Synchronization

/// A calendar service that records what it was asked to save and answers with a file, or fails.
public final class CalendarSpy: CalendarExporting {
    public let failure: CalendarExportError?
    private let saved = Mutex<[String]>([])

    public init(failure: CalendarExportError? = nil) {
        self.failure = failure
    }

    public var savedSessionIDs: [String] { saved.withLock { $0 } }

    public static func file(for id: String) -> URL {
        URL(fileURLWithPath: "/data/podium/exports/demo-\(id).ics")
    }

    public func calendar(of sessions: [Session], named name: String?) -> String {
        "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"
    }

    public func saveEvent(of session: Session) throws(CalendarExportError) -> URL {
        saved.withLock { $0.append(session.id) }
        if let failure { throw failure }
        return Self.file(for: session.id)
    }
}
