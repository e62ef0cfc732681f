import CalendarServiceContract
import ExternalOpenerContract
import Foundation
import ScheduleDataContract
import SessionDetailsContract
import SpeakerDetailsContract
import TerminalUI

/// The module's one public type: what App hands to modules that open a session.
public struct SessionDetailsBuilder: SessionDetailsBuilding {
    private let schedule: any ScheduleReading
    private let favorites: any FavoritesWriting
    private let calendar: any CalendarExporting
    private let opener: any ExternalOpening
    private let speakerDetails: any SpeakerDetailsBuilding
    private let localTimeZone: TimeZone
    private let now: @Sendable () -> Date

    public init(schedule: any ScheduleReading, favorites: any FavoritesWriting, calendar: any CalendarExporting,
                opener: any ExternalOpening, speakerDetails: any SpeakerDetailsBuilding, localTimeZone: TimeZone = .current,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.schedule = schedule
        self.favorites = favorites
        self.calendar = calendar
        self.opener = opener
        self.speakerDetails = speakerDetails
        self.localTimeZone = localTimeZone
        self.now = now
    }

    public func makeSessionDetails(sessionID: String) -> ViewController {
        SessionDetailsRouter.assembleModule(sessionID: sessionID, schedule: schedule, favorites: favorites, calendar: calendar,
                                            opener: opener, speakerDetails: speakerDetails, localTimeZone: localTimeZone, now: now)
    }
}
