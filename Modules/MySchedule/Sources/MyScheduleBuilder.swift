import FavoritesDataContract
import Foundation
import MyScheduleContract
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// What My schedule reads of the schedule.
public typealias MyScheduleScreenReading = ConferenceReading & ScheduleChangeReading & SessionListReading

/// What My schedule reads and writes of the person's own store: the favorites, removing one, when
/// they last looked at what changed, and whom the picks are synced with.
public typealias MyScheduleFavorites = FavoriteListReading & FavoritesWriting & LastLookedReading & LastLookedWriting & FavoritesSyncStateReading

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct MyScheduleBuilder: MyScheduleBuilding {
    private let make: @MainActor () -> ViewController

    public init(schedule: any MyScheduleScreenReading, favorites: any MyScheduleFavorites, sessionDetails: any SessionDetailsBuilding, now: @escaping @Sendable () -> Date = Date.init) {
        make = {
            let router = MyScheduleRouter(sessionDetails: sessionDetails)
            let interactor = MyScheduleInteractor(schedule: schedule, favorites: favorites, now: now)
            let presenter = MySchedulePresenter(interactor: interactor, router: router)
            let view = MyScheduleViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeMySchedule() -> ViewController { make() }
}
