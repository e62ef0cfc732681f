import FiltersContract
import SessionDetailsContract
import TerminalUI

/// The navigation every screen of the programme (the Agenda, the Grid, Now & next) has alike: a
/// session's page, the filters, alerts. A module's Router is this with its own Wireframe, and
/// adds only what its screen opens beyond them.
@MainActor
open class ProgrammeRouter: SessionRouting, FilterRouting {
    public weak var viewController: ViewController?
    public let filters: any FiltersBuilding
    public let sessionDetails: any SessionDetailsBuilding

    public init(filters: any FiltersBuilding, sessionDetails: any SessionDetailsBuilding) {
        self.filters = filters
        self.sessionDetails = sessionDetails
    }
}
