import TerminalUI

/// Builds the Participants module.
@MainActor
public protocol ParticipantsBuilding {
    func makeParticipants() -> ViewController
}
