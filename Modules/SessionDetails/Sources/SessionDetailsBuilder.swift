import CalendarServiceContract
import ExternalOpenerContract
import FavoritesDataContract
import Foundation
import ScheduleDataContract
import SessionDetailsContract
import SpeakerDetailsContract
import TerminalUI

/// What a session's details read of the schedule.
public typealias SessionDetailsReading = ConferenceReading & SessionReading

/// What a session's page reads and writes of My schedule: its ★, and starring.
public typealias SessionDetailsFavorites = FavoritesReading & FavoritesWriting

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct SessionDetailsBuilder: SessionDetailsBuilding {
    private let make: @MainActor (String) -> ViewController

    public init(schedule: any SessionDetailsReading, favorites: any SessionDetailsFavorites, calendar: any CalendarExporting,
                opener: any ExternalOpening, speakerDetails: any SpeakerDetailsBuilding, localTimeZone: TimeZone = .current,
                now: @escaping @Sendable () -> Date = Date.init) {
        make = { sessionID in
            let router = SessionDetailsRouter(opener: opener, speakerDetails: speakerDetails)
            let interactor = SessionDetailsInteractor(sessionID: sessionID, schedule: schedule, favorites: favorites, calendar: calendar, now: now)
            let presenter = SessionDetailsPresenter(interactor: interactor, router: router, localTimeZone: localTimeZone)
            let view = SessionDetailsViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeSessionDetails(sessionID: String) -> ViewController { make(sessionID) }
}
