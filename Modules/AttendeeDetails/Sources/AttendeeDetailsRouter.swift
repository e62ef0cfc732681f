import AddressBookServiceContract
import AttendeesDataContract
import ExternalOpenerContract
import Foundation
import HandOver
import SharedScreens
import TerminalUI

/// Leaves the screen: a link or a saved card handed to the
/// external opener, the contact copied; alerts over the screen.
@MainActor
final class AttendeeDetailsRouter: AttendeeDetailsWireframe, AlertRouting, HandingOver {
    weak var viewController: ViewController?
    let handOver: HandOverKeeper

    init(opener: any ExternalOpening) {
        handOver = HandOverKeeper(opener: opener)
    }

    func copyContact(_ card: String) {
        ShareAlert.copy(card, what: "contact", from: viewController)
    }
}
