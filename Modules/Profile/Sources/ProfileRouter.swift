import Entities
import Foundation
import PeopleDataContract
import ProfileContract
import TerminalUI

/// Wires the module (the static setup) and navigates: back to the People tab, and the question
/// before dropping what was typed.
@MainActor
final class ProfileRouter: ProfileWireframe {
    weak var viewController: ViewController?
    private weak var delegate: (any ProfileDelegate)?

    init(delegate: any ProfileDelegate) {
        self.delegate = delegate
    }

    static func assembleModule(profiles: any ProfileServing, delegate: any ProfileDelegate) -> ProfileViewController {
        let router = ProfileRouter(delegate: delegate)
        let interactor = ProfileInteractor(profiles: profiles)
        let presenter = ProfilePresenter(interactor: interactor, router: router)
        let view = ProfileViewController(presenter: presenter)
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func close() {
        _ = viewController?.navigationController?.pop()
    }

    func tellSaved(_ profile: MyProfile) {
        delegate?.profileDidSave(profile)
    }

    func confirmDiscard(_ discard: @escaping @MainActor () -> Void) {
        let alert = AlertController(title: "Leave without saving?", message: "What you changed in your profile is not saved.", style: .alert)
        alert.addAction(AlertAction(title: "Keep editing", style: .cancel))
        alert.addAction(AlertAction(title: "Discard changes", style: .destructive) { discard() })
        viewController?.present(alert)
    }
}
