import Entities
import TerminalUI

/// Builds the Profile module: the signed-in attendee's own profile, as a form.
@MainActor
public protocol ProfileBuilding {
    func makeProfile(delegate: any ProfileDelegate) -> ViewController
}
