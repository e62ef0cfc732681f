import Entities
import Foundation
import LoginContract
import PeopleDataContract
import TerminalUI

/// Wires the module (the static setup); when the person is signed in, leaves the form and tells
/// the module that opened it.
@MainActor
final class LoginRouter: LoginWireframe {
    weak var viewController: ViewController?
    private weak var delegate: (any LoginDelegate)?

    init(delegate: any LoginDelegate) {
        self.delegate = delegate
    }

    static func assembleModule(people: any PeopleServing, delegate: any LoginDelegate) -> LoginViewController {
        let router = LoginRouter(delegate: delegate)
        let interactor = LoginInteractor(people: people)
        let presenter = LoginPresenter(interactor: interactor, router: router)
        let view = LoginViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func finish(as attendee: SignedInAttendee) {
        let delegate = delegate
        _ = viewController?.navigationController?.pop()
        delegate?.loginDidSucceed(as: attendee)
    }
}
