import Foundation

/// The subscribable My-schedule calendar: a `.ics` file of the favorites, rewritten atomically
/// whenever a favorite or its session changes, so a calendar application subscribed to it
/// follows moved sessions.
public protocol MyScheduleCalendarPublishing: Sendable {
    /// Where the file is (documented: `$XDG_DATA_HOME/podium/<store>-my-schedule.ics`).
    var fileURL: URL { get }
    /// Rewrites the file if the favorites' events differ from what it holds; whether it wrote.
    @discardableResult
    func publish() async throws(CalendarExportError) -> Bool
    /// Publishes now and after every change the store announces, until the task is cancelled;
    /// a failure is reported and the next change tries again.
    func follow(onError report: @Sendable (CalendarExportError) -> Void) async
}
