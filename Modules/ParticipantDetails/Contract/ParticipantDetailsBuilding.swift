import TerminalUI

/// Builds the ParticipantDetails module.
@MainActor
public protocol ParticipantDetailsBuilding {
    func makeParticipantDetails(participantID: String) -> ViewController
}
