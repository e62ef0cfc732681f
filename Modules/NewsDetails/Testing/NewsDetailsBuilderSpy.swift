import NewsDetailsContract
import TerminalUI
import TestHarness

/// Builds a news item's screens for a Router's tests: records what it was asked to open and hands back a
/// plain screen titled so a test can see it was shown.
@MainActor
public final class NewsDetailsBuilderSpy: NewsDetailsBuilding {
    public private(set) var requests: [String] = []
    public init() {}

    public func makeNewsDetails(itemID: String) -> ViewController {
        requests.append(itemID)
        return titledScreen("News item \(itemID) (spy)")
    }
}
