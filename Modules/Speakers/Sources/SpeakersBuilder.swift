import FavoritesDataContract
import ScheduleDataContract
import SpeakerDetailsContract
import SpeakersContract
import TerminalUI

/// What the Speakers list reads of the schedule.
public typealias SpeakersReading = ConferenceReading & SpeakerListReading

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct SpeakersBuilder: SpeakersBuilding {
    private let make: @MainActor () -> ViewController

    /// `favorites`: My schedule, whose sessions star their speakers.
    public init(schedule: any SpeakersReading, favorites: any FavoritesReading, speakerDetails: any SpeakerDetailsBuilding) {
        make = {
            let router = SpeakersRouter(speakerDetails: speakerDetails)
            let interactor = SpeakersInteractor(schedule: schedule, favorites: favorites)
            let presenter = SpeakersPresenter(interactor: interactor, router: router)
            let view = SpeakersViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeSpeakers() -> ViewController { make() }
}
