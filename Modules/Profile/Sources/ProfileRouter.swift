import AttendeesDataContract
import Entities
import Foundation
import ProfileContract
import SharedScreens
import TerminalUI

/// Navigates: back to the Attendees tab, and the question
/// before dropping what was typed.
@MainActor
final class ProfileRouter: ProfileWireframe, AlertRouting {
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
        confirm("Leave without saving?", "What you changed in your profile is not saved.", keep: "Keep editing", proceed: "Discard changes",
                perform: discard)
    }
}
