import TerminalUI

/// Builds the Attendees module.
@MainActor
public protocol AttendeesBuilding {
    func makeAttendees() -> ViewController
}
