import Foundation
import NewsLocalDataManager
import ScheduleLocalDataManager
import StoreFiles
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
        print("resident memory of the process that parsed and applied the feed: \(residentSummary())")
        guard spawnAndWait([CommandLine.arguments[0], "memory-child", path, newsPath]) == 0 else { print("the child failed"); exit(1) }
    }

    @MainActor
    static func child(store path: String, news newsPath: String) async throws {
        let store = try AppScreens.open(at: path)
        let news = try NewsLocalDataManager(path: newsPath)
        let size = Size(width: 120, height: 40)
        let window = AppScreens.window(store: store, news: news, size: size)
        await HostFrames(window: window, size: size).frame { $0.contains("–") && !$0.contains("Loading") }
        // Walk day by day from the first, following the day strip's highlighted day: a frame
        // that changes for any other reason (the rest of a long list read late, the clock) must
        // not count as a day. The demo opens on today, which may be any of its days.
        let expected = try await store.schedule.summary().days.count
        while await moveDay(window, size: size, key: "[") != nil {}
        var visited = [highlightedDay(window.render(size: size))]
        while visited.count < expected {
            window.handle(.end)  // to the day's last session
            _ = window.render(size: size)
            let reached = await moveDay(window, size: size, key: "]")
            guard let reached, !reached.isEmpty, !visited.contains(reached) else { break }
            visited.append(reached)
        }
        window.handle(.end)
        _ = window.render(size: size)
        let days = visited.count
        print("resident memory after browsing \(days) days to their ends: \(residentSummary())")
        let frames = HostFrames(window: window, size: size)
        for (key, loaded) in [("2", "at the venue"), ("3", "Grid"), ("4", "My schedule"), ("5", " session"), ("6", "Update 999:")] {
            window.handle(.character(Character(key)))
            await frames.frame { $0.contains(loaded) && !$0.contains("Loading") }
            window.handle(.end)
            _ = window.render(size: size)
            try? await Task.sleep(for: .milliseconds(200))   // the rest of a long list is read after its first screenful
        }
        print("resident memory after browsing every tab to its end: \(residentSummary())")
        // What the app does once nothing has been drawn for TerminalApplication.restDelay.
        StoreMemory.release()
        try? await Task.sleep(for: .seconds(1))
        print("resident memory at rest (the stores' caches and the heap's free pages given back): \(residentSummary())")
        try await firstKeysAfterARest(window, frames: frames)
    }

    /// The price of a rest: the first key of a search typed after one reads the store's pages
    /// again (from the system's file cache; the readers' own were given back). Each query's
    /// first two keys after a rest, then the same keys again at once, alternated.
    @MainActor
    static func firstKeysAfterARest(_ window: Window, frames: HostFrames) async throws {
        window.handle(.character("1"))
        await frames.frame { $0.contains("–") && !$0.contains("Loading") && !$0.contains("search “") }
        var rested: [Double] = []
        var warm: [Double] = []
        for query in TypingBenchmark.queries {
            let keys = String(query.prefix(2))
            StoreMemory.release()
            try? await Task.sleep(for: .seconds(1))
            rested += try await TypingBenchmark.type([keys], into: window, frames: frames).results
            warm += try await TypingBenchmark.type([keys], into: window, frames: frames).results
        }
        print(String(format: "search keystroke to its results, first two keys after a rest: median %.2f ms, max %.2f ms; the same keys again at once: median %.2f ms, max %.2f ms",
                     percentile(rested, 0.5), rested.max() ?? 0, percentile(warm, 0.5), warm.max() ?? 0))
    }

    /// Presses `key` and returns the day the strip highlights once it changes (nil when it does not
    /// change within 5 s: the first or last day).
    @MainActor
    static func moveDay(_ window: Window, size: Size, key: Character) async -> String? {
        let before = highlightedDay(window.render(size: size))
        window.handle(.character(key))
        for _ in 0..<2500 {
            try? await Task.sleep(for: .milliseconds(2))
            let day = highlightedDay(window.render(size: size))
            if day != before { return day }
        }
        return nil
    }

    /// The inverted text of the first row under the tab bar that has any: the day strip sits
    /// above the list, so this is the day on show.
    @MainActor
    static func highlightedDay(_ canvas: Canvas) -> String {
        for y in 1..<canvas.size.height {
            var text = ""
            for x in 0..<canvas.size.width where canvas[x, y].style.inverse && !canvas[x, y].isContinuation {
                text.append(canvas[x, y].character)
            }
            if !text.isEmpty { return text.trimmingCharacters(in: .whitespaces) }
        }
        return ""
    }
}
