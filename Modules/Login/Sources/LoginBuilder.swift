import AttendeesDataContract
import LoginContract
import TerminalUI

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct LoginBuilder: LoginBuilding {
    private let make: @MainActor (any LoginDelegate) -> ViewController

    public init(server: any SigningIn) {
        make = { delegate in
            let router = LoginRouter(delegate: delegate)
            let interactor = LoginInteractor(server: server)
            let presenter = LoginPresenter(interactor: interactor, router: router)
            let view = LoginViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeLogin(delegate: any LoginDelegate) -> ViewController { make(delegate) }
}
