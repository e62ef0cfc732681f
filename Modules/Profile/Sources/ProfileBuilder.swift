import AttendeesDataContract
import ProfileContract
import TerminalUI

/// The module's one public type and the one place it is assembled: the initializer names
/// everything the module needs, once, and each screen is wired from it.
public struct ProfileBuilder: ProfileBuilding {
    private let make: @MainActor (any ProfileDelegate) -> ViewController

    public init(profiles: any ProfileServing) {
        make = { delegate in
            let router = ProfileRouter(delegate: delegate)
            let interactor = ProfileInteractor(profiles: profiles)
            let presenter = ProfilePresenter(interactor: interactor, router: router)
            let view = ProfileViewController(presenter: presenter)
            (presenter.view, interactor.output, router.viewController) = (view, presenter, view)
            return view
        }
    }

    public func makeProfile(delegate: any ProfileDelegate) -> ViewController { make(delegate) }
}
