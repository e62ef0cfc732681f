import AttendeesDataContract
import Entities
import Foundation
import ProfileContract
import TerminalUI

/// Navigates: back to the Attendees tab, and the question
/// before dropping what was typed.
@MainActor
final class ProfileRouter: ProfileWireframe {
    weak var viewController: ViewController?
    private weak var delegate: (any ProfileDelegate)?

    init(delegate: any ProfileDelegate) {
        self.delegate = delegate
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
