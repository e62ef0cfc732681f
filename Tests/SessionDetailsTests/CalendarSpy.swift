import CalendarServiceContract
import Entities
import Foundation
import Synchronization

/// A calendar service that records what it was asked to save and answers with a file, or fails.
final class CalendarSpy: CalendarExporting {
    let failure: CalendarExportError?
    private let saved = Mutex<[String]>([])

    init(failure: CalendarExportError? = nil) {
        self.failure = failure
    }

    var savedSessionIDs: [String] { saved.withLock { $0 } }

    static func file(for id: String) -> URL {
        URL(fileURLWithPath: "/data/podium/exports/demo-\(id).ics")
    }

    func calendar(of sessions: [Session], named name: String?) -> String {
        "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"
    }

    func saveEvent(of session: Session) throws(CalendarExportError) -> URL {
        saved.withLock { $0.append(session.id) }
        if let failure { throw failure }
        return Self.file(for: session.id)
    }
}
