import TerminalUI

/// Builds the AttendeeDetails module.
@MainActor
public protocol AttendeeDetailsBuilding {
    func makeAttendeeDetails(attendeeID: String) -> ViewController
}
