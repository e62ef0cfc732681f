import FavoritesDataContract
import FiltersContract
import Foundation
import NowAndNextContract
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// What Now & next reads of the schedule.
public typealias NowAndNextReading = ConferenceReading & NowReading & FilterNamesReading

/// What Now & next reads and writes of My schedule: the ★, and starring.
public typealias NowAndNextFavorites = FavoritesReading & FavoritesWriting

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct NowAndNextBuilder: NowAndNextBuilding {
    private let make: @MainActor () -> ViewController

    /// `localTimeZone`: the person's own clock, shown beside the venue's when they differ.
    public init(schedule: any NowAndNextReading, favorites: any NowAndNextFavorites, filters: any FiltersBuilding,
                sessionDetails: any SessionDetailsBuilding, localTimeZone: TimeZone = .current,
                now: @escaping @Sendable () -> Date = Date.init) {
        make = {
            let router = NowAndNextRouter(filters: filters, sessionDetails: sessionDetails)
            let interactor = NowAndNextInteractor(schedule: schedule, favorites: favorites, now: now)
            let presenter = NowAndNextPresenter(interactor: interactor, router: router, localTimeZone: localTimeZone)
            let view = NowAndNextViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeNowAndNext() -> ViewController { make() }
}
