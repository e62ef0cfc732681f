import AttendeesDataContract
import Entities
import Foundation
import LoginContract
import TerminalUI

/// When the person is signed in, leaves the form and tells the module that opened it.
@MainActor
final class LoginRouter: LoginWireframe {
    weak var viewController: ViewController?
    private weak var delegate: (any LoginDelegate)?

    init(delegate: any LoginDelegate) {
        self.delegate = delegate
    }

    func finish(as attendee: SignedInAttendee) {
        let delegate = delegate
        _ = viewController?.navigationController?.pop()
        delegate?.loginDidSucceed(as: attendee)
    }
}
