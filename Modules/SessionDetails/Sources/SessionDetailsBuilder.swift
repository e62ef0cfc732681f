import CalendarServiceContract
import Foundation
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// The module's one public type: what App hands to modules that open a session.
public struct SessionDetailsBuilder: SessionDetailsBuilding {
    private let store: any ScheduleLocalDataManaging
    private let calendar: any CalendarExporting
    private let localTimeZone: TimeZone
    private let now: @Sendable () -> Date
    private let environment: [String: String]

    public init(store: any ScheduleLocalDataManaging, calendar: any CalendarExporting,
                localTimeZone: TimeZone = .current, environment: [String: String] = ProcessInfo.processInfo.environment,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.calendar = calendar
        self.localTimeZone = localTimeZone
        self.environment = environment
        self.now = now
    }

    public func makeSessionDetails(sessionID: String) -> ViewController {
        SessionDetailsRouter.assembleModule(sessionID: sessionID, store: store, calendar: calendar,
                                            localTimeZone: localTimeZone, now: now, opener: XDGOpener(environment: environment))
    }
}
