import Foundation
import NewsLocalDataManager
import ScheduleLocalDataManager
import TerminalUI

/// Resident memory after browsing every day of the big store to its end, then every other tab
/// to its end (My schedule, Speakers, News of 1,000 items), at 120×40: the parent fills the
/// stores; a child opens them as the app does (warm) and browses, so the figure is the app's,
/// not the one-off cost of parsing the feed.
enum MemoryBenchmark {
    static func run(feed: URL) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("podium-memory-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("store.sqlite").path
        let newsPath = directory.appendingPathComponent("news.sqlite").path
        _ = try await AppScreens.store(at: path, feed: feed)
        _ = try await AppScreens.newsStore(at: newsPath, count: 1000)
        print("resident memory of the process that parsed and applied the feed: \(residentKiB() / 1024) MiB")
        guard spawnAndWait([CommandLine.arguments[0], "memory-child", path, newsPath]) == 0 else { print("the child failed"); exit(1) }
    }

    @MainActor
    static func child(store path: String, news newsPath: String) async throws {
        let store = try ScheduleLocalDataManager(path: path, conferenceName: "Bench Conf", timeZone: AppScreens.timeZone)
        let news = try NewsLocalDataManager(path: newsPath)
        let size = Size(width: 120, height: 40)
        let window = AppScreens.window(store: store, news: news, size: size)
        await HostFrames(window: window, size: size).frame { $0.contains("–") && !$0.contains("Loading") }
        var days = 1
        while true {
            window.handle(.end)  // to the day's last session
            _ = window.render(size: size)
            let before = window.render(size: size).lines.joined(separator: "\n")
            window.handle(.character("]"))
            // The next day's rows are in when the screen changes; the last day does not change.
            var changed = false
            for _ in 0..<500 {
                try? await Task.sleep(for: .milliseconds(2))
                if window.render(size: size).lines.joined(separator: "\n") != before { changed = true; break }
            }
            guard changed else { break }
            days += 1
        }
        print("resident memory after browsing \(days) days to their ends: \(residentKiB() / 1024) MiB")
        let frames = HostFrames(window: window, size: size)
        for (key, loaded) in [("2", "My schedule"), ("3", " session"), ("4", "Update 999:")] {
            window.handle(.character(Character(key)))
            await frames.frame { $0.contains(loaded) && !$0.contains("Loading") }
            window.handle(.end)
            _ = window.render(size: size)
            try? await Task.sleep(for: .milliseconds(200))   // the rest of a long list is read after its first screenful
        }
        print("resident memory after browsing every tab to its end: \(residentKiB() / 1024) MiB")
    }
}
