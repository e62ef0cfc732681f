import AddressBookServiceContract
import ExternalOpenerContract
import FavoritesDataContract
import PersonServiceContract
import ScheduleDataContract
import SessionDetailsContract
import SpeakerDetailsContract
import TerminalUI

/// What a speaker's details read of the schedule.
public typealias SpeakerDetailsReading = ConferenceReading & SpeakerReading & SpeakerSessionsReading

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct SpeakerDetailsBuilder: SpeakerDetailsBuilding {
    private let make: @MainActor (String) -> ViewController

    /// `favorites`: My schedule, whose sessions are starred. `photos`: where speakers' photos come
    /// from; nil: none are shown.
    public init(schedule: any SpeakerDetailsReading, favorites: any FavoritesReading, contacts: any ContactExporting, opener: any ExternalOpening,
                sessionDetails: any SessionDetailsBuilding, photos: (any PersonPhotoFetching)? = nil) {
        make = { speakerID in
            let router = SpeakerDetailsRouter(sessionDetails: sessionDetails, opener: opener)
            let interactor = SpeakerDetailsInteractor(speakerID: speakerID, schedule: schedule, favorites: favorites, contacts: contacts, photos: photos)
            let presenter = SpeakerDetailsPresenter(interactor: interactor, router: router)
            let view = SpeakerDetailsViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeSpeakerDetails(speakerID: String) -> ViewController { make(speakerID) }
}
