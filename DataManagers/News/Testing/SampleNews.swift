import Entities
import Foundation
import ScheduleTesting

/// A conference's news for module tests: newest first, one read, one with links in its text,
/// one without a summary, one undated.
public enum SampleNews {
    public static let published = NewsItem(
        id: "n-published", title: "Schedule published", link: URL(string: "https://sample.example/news/1"),
        publishedAt: SampleSchedule.at(SampleSchedule.day1, 8, 30), author: "Program Committee",
        summary: "All sessions are online.",
        content: "All sessions are online. Plan your days in the agenda (https://sample.example/schedule).\n\nRead the code of conduct (https://sample.example/coc).")
    public static let roomChange = NewsItem(
        id: "n-room", title: "Room change: Hall B", link: URL(string: "https://sample.example/news/2"),
        publishedAt: SampleSchedule.at(SampleSchedule.day1, 12, 15), summary: "",
        content: "Sessions in Hall B move to Hall C after lunch.")
    public static let welcome = NewsItem(
        id: "n-welcome", title: "Welcome", publishedAt: SampleSchedule.at(SampleSchedule.day1, 7, 0),
        summary: "Doors open at 8.\nBadges at the desk.", content: "")
    public static let undated = NewsItem(id: "n-undated", title: "Lost and found", summary: "Ask at the desk.")

    /// Newest first, as the store lists them.
    public static let items = [roomChange, published, welcome, undated]

    @MainActor public static func store() -> InMemoryNewsStore {
        InMemoryNewsStore(items: items)
    }
}
