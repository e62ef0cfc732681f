import SessionDetailsContract
import TerminalUI
import TestHarness

/// Builds a session's details screens for a Router's tests: records what it was asked to open and hands back a
/// plain screen titled so a test can see it was shown.
@MainActor
public final class SessionDetailsBuilderSpy: SessionDetailsBuilding {
    public private(set) var requests: [String] = []
    public init() {}

    public func makeSessionDetails(sessionID: String) -> ViewController {
        requests.append(sessionID)
        return titledScreen("Details of \(sessionID) (spy)")
    }
}
