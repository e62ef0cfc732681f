import SpeakerDetailsContract
import TerminalUI
import TestHarness

/// Builds a speaker's screens for a Router's tests: records what it was asked to open and hands back a
/// plain screen titled so a test can see it was shown.
@MainActor
public final class SpeakerDetailsBuilderSpy: SpeakerDetailsBuilding {
    public private(set) var requests: [String] = []
    public init() {}

    public func makeSpeakerDetails(speakerID: String) -> ViewController {
        requests.append(speakerID)
        return titledScreen("Speaker \(speakerID) (spy)")
    }
}
