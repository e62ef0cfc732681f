import Entities
import TerminalUI

/// Builds the Login module: signing in to the conference's server with an email and a ticket code.
@MainActor
public protocol LoginBuilding {
    func makeLogin(delegate: any LoginDelegate) -> ViewController
}
