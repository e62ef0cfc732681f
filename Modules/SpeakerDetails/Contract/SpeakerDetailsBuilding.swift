import TerminalUI

/// Builds the Speaker details module for one speaker.
@MainActor
public protocol SpeakerDetailsBuilding {
    func makeSpeakerDetails(speakerID: String) -> ViewController
}
