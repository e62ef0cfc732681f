import Entities
import TerminalUI

/// Builds the Profile module: the signed-in attendee's own profile, as a form.
@MainActor
public protocol ProfileBuilding {
    func makeProfile(delegate: any ProfileDelegate) -> ViewController
}

/// Hears that the profile was saved (the directory may show it differently now).
@MainActor
public protocol ProfileDelegate: AnyObject {
    func profileDidSave(_ profile: MyProfile)
}
