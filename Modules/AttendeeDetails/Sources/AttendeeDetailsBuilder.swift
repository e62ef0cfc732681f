import AddressBookServiceContract
import AttendeeDetailsContract
import AttendeesDataContract
import ExternalOpenerContract
import TerminalUI

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct AttendeeDetailsBuilder: AttendeeDetailsBuilding {
    private let make: @MainActor (String) -> ViewController

    public init(server: any AttendeeReading, cache: any AttendeeCaching, contacts: any ContactExporting, opener: any ExternalOpening) {
        make = { attendeeID in
            let router = AttendeeDetailsRouter(opener: opener)
            let interactor = AttendeeDetailsInteractor(attendeeID: attendeeID, server: server, cache: cache, contacts: contacts)
            let presenter = AttendeeDetailsPresenter(interactor: interactor, router: router)
            let view = AttendeeDetailsViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeAttendeeDetails(attendeeID: String) -> ViewController { make(attendeeID) }
}
