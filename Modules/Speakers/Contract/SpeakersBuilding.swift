import TerminalUI

/// Builds the Speakers module.
@MainActor
public protocol SpeakersBuilding {
    func makeSpeakers() -> ViewController
}
