import AttendeeDetailsContract
import AttendeesContract
import AttendeesDataContract
import LoginContract
import ProfileContract
import TerminalUI

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct AttendeesBuilder: AttendeesBuilding {
    private let make: @MainActor () -> ViewController

    public init(server: any AttendeeListReading & SigningOut, cache: any AttendeeListCaching, login: any LoginBuilding, attendeeDetails: any AttendeeDetailsBuilding,
                profile: any ProfileBuilding) {
        make = {
            let router = AttendeesRouter(attendeeDetails: attendeeDetails, login: login, profile: profile)
            let interactor = AttendeesInteractor(server: server, cache: cache)
            let presenter = AttendeesPresenter(interactor: interactor, router: router)
            let view = AttendeesViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeAttendees() -> ViewController { make() }
}
