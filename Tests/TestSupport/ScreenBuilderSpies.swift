import NewsDetailsContract
import SessionDetailsContract
import SpeakerDetailsContract
import TerminalUI

/// Builders of other modules' screens, for a Router's tests: each records what it was asked
/// to open and hands back a plain screen titled so a test can see it was shown.
@MainActor
public final class SessionDetailsBuilderSpy: SessionDetailsBuilding {
    public private(set) var requests: [String] = []
    public init() {}

    public func makeSessionDetails(sessionID: String) -> ViewController {
        requests.append(sessionID)
        return Self.screen(titled: "Details of \(sessionID) (spy)")
    }

    static func screen(titled title: String) -> ViewController {
        let screen = ViewController()
        screen.title = title
        return screen
    }
}

@MainActor
public final class SpeakerDetailsBuilderSpy: SpeakerDetailsBuilding {
    public private(set) var requests: [String] = []
    public init() {}

    public func makeSpeakerDetails(speakerID: String) -> ViewController {
        requests.append(speakerID)
        return SessionDetailsBuilderSpy.screen(titled: "Speaker \(speakerID) (spy)")
    }
}

@MainActor
public final class NewsDetailsBuilderSpy: NewsDetailsBuilding {
    public private(set) var requests: [String] = []
    public init() {}

    public func makeNewsDetails(itemID: String) -> ViewController {
        requests.append(itemID)
        return SessionDetailsBuilderSpy.screen(titled: "News item \(itemID) (spy)")
    }
}
