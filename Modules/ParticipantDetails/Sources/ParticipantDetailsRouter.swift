import AddressBookServiceContract
import ExternalOpenerContract
import Foundation
import PeopleDataContract
import Styleguide
import TerminalUI

/// Wires the module (the static setup) and leaves it: a link or a saved card handed to the
/// external opener, the contact copied; alerts over the screen.
@MainActor
final class ParticipantDetailsRouter: ParticipantDetailsWireframe, AlertRouting, HandingOver {
    weak var viewController: ViewController?
    let handOver: HandOverKeeper

    init(opener: any ExternalOpening) {
        handOver = HandOverKeeper(opener: opener)
    }

    static func assembleModule(participantID: String, people: any PeopleServing, cache: any PeopleCaching, contacts: any ContactExporting,
                               opener: any ExternalOpening) -> ParticipantDetailsViewController {
        let router = ParticipantDetailsRouter(opener: opener)
        let interactor = ParticipantDetailsInteractor(participantID: participantID, people: people, cache: cache, contacts: contacts)
        let presenter = ParticipantDetailsPresenter(interactor: interactor, router: router)
        let view = ParticipantDetailsViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func copyContact(_ card: String) {
        ShareAlert.copy(card, what: "contact", from: viewController)
    }
}
