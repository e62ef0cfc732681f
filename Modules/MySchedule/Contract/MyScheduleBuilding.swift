import TerminalUI

/// Builds the My schedule module: the person's favorites by day, with overlaps and changes.
@MainActor
public protocol MyScheduleBuilding {
    func makeMySchedule() -> ViewController
}
