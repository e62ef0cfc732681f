import Entities
import Foundation
import ScheduleLocalDataManager
import TerminalUI

/// Opening the Speakers, News and Now & next tabs over big stores, each time in a fresh window (a tab's
/// screen loads when it is first shown), and typing a speaker search.
enum TabBenchmark {
    static let runs = Int(ProcessInfo.processInfo.environment["PODIUM_BENCH_RUNS"] ?? "") ?? 20
    static let size = Size(width: 120, height: 40)
    static let queries = ["rossi", "anna", "principal engineer", "moreau", "kim", "building apps", "åberg", "consultant"]

    @MainActor
    static func speakers(feed: URL) async throws {
        let directory = try scratch("speakers")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await AppScreens.store(at: directory.appendingPathComponent("store.sqlite").path, feed: feed)
        let speakerCount = try await store.schedule.speakers().count
        var opening: [Double] = []
        for _ in 0..<runs {
            let window = AppScreens.window(store: store, size: size)
            let frames = HostFrames(window: window, size: size)
            await frames.frame { $0.contains("–") && !$0.contains("Loading") }
            let start = ContinuousClock.now
            window.handle(.character("5"))
            await frames.frame { $0.contains("Speakers (") && $0.contains(" session") }
            opening.append(TypingBenchmark.milliseconds(ContinuousClock.now - start))
        }
        var everyone: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            _ = try await store.schedule.speakers()
            everyone.append(TypingBenchmark.milliseconds(ContinuousClock.now - start))
        }
        print(String(format: "Speakers tab, key to its first full frame (%d speakers, %d runs, 120×40): median %.2f ms, p99 %.2f ms",
                     speakerCount, runs, percentile(opening, 0.5), percentile(opening, 0.99)))
        print(String(format: "of which the store's read of every speaker: median %.2f ms, p99 %.2f ms",
                     percentile(everyone, 0.5), percentile(everyone, 0.99)))

        let window = AppScreens.window(store: store, size: size)
        let frames = HostFrames(window: window, size: size)
        window.handle(.character("5"))
        await frames.frame { $0.contains("Speakers (") && $0.contains(" session") }
        let keys = try await TypingBenchmark.type(queries, into: window, frames: frames)
        let reads = try await TypingBenchmark.timePrefixes(of: queries) { prefix in _ = try await store.schedule.searchSpeakers(prefix, limit: 200) }
        keys.report("speaker search")
        print(String(format: "of which the store's search: median %.2f ms, p99 %.2f ms", percentile(reads, 0.5), percentile(reads, 0.99)))
    }

    @MainActor
    static func news(feed: URL) async throws {
        let directory = try scratch("news")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await AppScreens.store(at: directory.appendingPathComponent("store.sqlite").path, feed: feed)
        let news = try await AppScreens.newsStore(at: directory.appendingPathComponent("news.sqlite").path, count: 1000)
        var opening: [Double] = []
        for _ in 0..<runs {
            let window = AppScreens.window(store: store, news: news, size: size)
            let frames = HostFrames(window: window, size: size)
            await frames.frame { $0.contains("–") && !$0.contains("Loading") }
            let start = ContinuousClock.now
            window.handle(.character("6"))
            await frames.frame { $0.contains("Update 999:") }
            opening.append(TypingBenchmark.milliseconds(ContinuousClock.now - start))
        }
        // The News screen reads its list when the app opens (its unread count is in the tab's
        // title), so the figure above is a frame; this one includes the read: the window is built
        // and 4 pressed at once.
        var cold: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let window = AppScreens.window(store: store, news: news, size: size)
            let frames = HostFrames(window: window, size: size)
            window.handle(.character("6"))
            await frames.frame { $0.contains("Update 999:") }
            cold.append(TypingBenchmark.milliseconds(ContinuousClock.now - start))
        }
        print(String(format: "News tab, key to its first full frame (1000 items, %d runs, 120×40): median %.2f ms, p99 %.2f ms",
                     runs, percentile(opening, 0.5), percentile(opening, 0.99)))
        print(String(format: "News tab with its read, from building the screens (1000 items): median %.2f ms, p99 %.2f ms",
                     percentile(cold, 0.5), percentile(cold, 0.99)))
    }

    /// The feed stored in `directory`, its conference, the day with the most sessions and 11:00 on
    /// it at the venue: where the Now & next and Grid benchmarks look.
    @MainActor
    static func busiestDay(feed: URL, in directory: URL) async throws
        -> (store: AppScreens.Stores, conference: Conference, busiest: (day: LocalDate, count: Int), instant: Date) {
        let store = try await AppScreens.store(at: directory.appendingPathComponent("store.sqlite").path, feed: feed)
        guard let conference = try await store.schedule.conference(), !conference.days.isEmpty else { throw BenchmarkFailure("the feed has no days") }
        var busiest = (day: conference.days[0], count: -1)
        for day in conference.days {
            let count = try await store.schedule.sessions(on: day, matching: .all).count
            if count > busiest.count { busiest = (day, count) }
        }
        let instant = busiest.day.start(in: conference.timeZone).addingTimeInterval(11 * 3_600)
        return (store, conference, busiest, instant)
    }

    /// Now & next at 11:00 on the conference's busiest day: the tab's first full frame after
    /// its key, and the store's read of what is on (the whole of what the tab waits for).
    @MainActor
    static func nowAndNext(feed: URL) async throws {
        let directory = try scratch("now")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (store, _, busiest, instant) = try await busiestDay(feed: feed, in: directory)
        let board = try await store.schedule.nowAndNext(at: instant, matching: .all)
        var opening: [Double] = [], floor: [Double] = []
        for _ in 0..<runs {
            let window = AppScreens.window(store: store, size: size, now: instant)
            let frames = HostFrames(window: window, size: size)
            await frames.frame { $0.contains("–") && !$0.contains("Loading") }
            // The Agenda opens on this busy day: its whole day is read after its first screenful.
            // The key is pressed once that is done, so the figure is the key's own work.
            try? await Task.sleep(for: .milliseconds(300))
            let start = ContinuousClock.now
            window.handle(.character("2"))
            await frames.frame { $0.contains("at the venue") && $0.contains("  next  ") }
            opening.append(TypingBenchmark.milliseconds(ContinuousClock.now - start))
            // The floor: back to the Agenda, whose screen is loaded: a frame and nothing to read.
            let back = ContinuousClock.now
            window.handle(.character("1"))
            await frames.frame { !$0.contains("at the venue") }
            floor.append(TypingBenchmark.milliseconds(ContinuousClock.now - back))
        }
        var reads: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            _ = try await store.schedule.nowAndNext(at: instant, matching: .all)
            reads.append(TypingBenchmark.milliseconds(ContinuousClock.now - start))
        }
        print(String(format: "Now & next tab, key to its first full frame (%d rooms in use, %d sessions that day, %d runs, 120×40): median %.2f ms, p99 %.2f ms",
                     board.rooms.count, busiest.count, runs, percentile(opening, 0.5), percentile(opening, 0.99)))
        print(String(format: "of which the store's read of what is on and next: median %.2f ms, p99 %.2f ms",
                     percentile(reads, 0.5), percentile(reads, 0.99)))
        print(String(format: "floor, the key back to the loaded Agenda tab: median %.2f ms, p99 %.2f ms",
                     percentile(floor, 0.5), percentile(floor, 0.99)))
    }

    /// The Grid at 11:00 on the busiest day: the tab's first frame after its key, then every key
    /// of a walk through it (arrows across the rooms and down the sessions, an hour on, the next
    /// day and back) to the frame that shows where the highlight went.
    @MainActor
    static func grid(feed: URL) async throws {
        let directory = try scratch("grid")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (store, conference, busiest, instant) = try await busiestDay(feed: feed, in: directory)
        var opening: [Double] = [], keys: [Double] = [], dayKeys: [Double] = []
        // To the other day and back: the next one, or the one before when the busiest is the last.
        let (away, back): (Key, Key) = busiest.day == conference.days.last ? (.character("["), .character("]")) : (.character("]"), .character("["))
        let walk: [Key] = [.right, .right, .down, .down, .right, .pageDown, .left, .up, .down, .right, .right, .pageUp,
                           .left, .down, .right, .right, .down, away, back, .down, .right, .left]
        for _ in 0..<runs {
            let window = AppScreens.window(store: store, size: size, now: instant)
            let frames = HostFrames(window: window, size: size)
            await frames.frame { $0.contains("–") && !$0.contains("Loading") }
            try? await Task.sleep(for: .milliseconds(300))   // the Agenda's whole day read, as for Now & next
            let start = ContinuousClock.now
            window.handle(.character("3"))
            await frames.frame { $0.contains("┌") }
            opening.append(TypingBenchmark.milliseconds(ContinuousClock.now - start))
            try? await Task.sleep(for: .milliseconds(200))
            for key in walk {
                let before = window.render(size: size).lines.joined(separator: "\n")
                let pressed = ContinuousClock.now
                window.handle(key)
                // A key that cannot move (the last room) draws the same frame: the next one counts.
                let drawn = await frames.nextFrame()
                if (key == away || key == back) && conference.days.count > 1 {
                    await frames.frame { $0 != before && $0.contains("┌") }
                    dayKeys.append(TypingBenchmark.milliseconds(ContinuousClock.now - pressed))
                } else {
                    keys.append(TypingBenchmark.milliseconds(drawn - pressed))
                }
            }
        }
        print(String(format: "Grid tab, key to its first frame with boxes (%d sessions that day, %d runs, 120×40): median %.2f ms, p99 %.2f ms",
                     busiest.count, runs, percentile(opening, 0.5), percentile(opening, 0.99)))
        print(String(format: "Grid keys (arrows, PgUp/PgDn; %d keys), key to the frame drawn: median %.2f ms, p99 %.2f ms",
                     keys.count, percentile(keys, 0.5), percentile(keys, 0.99)))
        if !dayKeys.isEmpty {
            print(String(format: "Grid day keys ([ ]; %d keys, each reads a day), key to the frame with its boxes: median %.2f ms, p99 %.2f ms",
                         dayKeys.count, percentile(dayKeys, 0.5), percentile(dayKeys, 0.99)))
        }
    }

    struct BenchmarkFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    static func scratch(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("podium-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }
}
