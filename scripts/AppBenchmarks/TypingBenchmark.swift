import Foundation
import TerminalUI

/// Typing a search over the big store: for each key, the time to the next frame (the key
/// handled and the screen drawn) and the time until the frame that shows that query's results
/// (their first screenful: the rest of the list is read after it). PODIUM_BENCH_KEYS=1 prints
/// every key's time to its results, to see which keys are slow.
enum TypingBenchmark {
    static let queries = ["rossi", "swift concurrency", "testing", "keynote", "grdb", "performance", "moreau", "architecture"]

    @MainActor
    static func run(feed: URL) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("podium-typing-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try await AppScreens.store(at: directory.appendingPathComponent("store.sqlite").path, feed: feed)
        let size = Size(width: 120, height: 40)
        let window = AppScreens.window(store: store, size: size)
        let frames = HostFrames(window: window, size: size)
        await frames.frame { $0.contains("–") && !$0.contains("Loading") }

        let keys = try await type(queries, into: window, frames: frames)
        if ProcessInfo.processInfo.environment["PODIUM_BENCH_KEYS"] != nil {
            print(zip(queries.joined(), keys.results).map { String(format: "%@:%.1f", String($0), $1) }.joined(separator: " "))
        }
        let clock = ContinuousClock()
        // The store's part of it: the same prefixes, read as the Agenda reads them (up to 200
        // results chosen and the first 50 of them read, in one read; then the other 150).
        var firstReads: [Double] = []
        var wholeReads: [Double] = []
        for query in queries {
            for end in query.indices {
                let prefix = String(query[...end])
                let start = clock.now
                let found = try await store.schedule.search(prefix, limit: 200, readingFirst: 50)
                firstReads.append(milliseconds(clock.now - start))
                _ = try await store.schedule.sessions(ids: found.restIDs)
                wholeReads.append(milliseconds(clock.now - start))
            }
        }
        keys.report("search (\(try await store.schedule.counts().sessions)-session store, 120×40)")
        print(String(format: "of which the store's read for them (200 chosen, the first 50 read): median %.2f ms, p99 %.2f ms",
                     percentile(firstReads, 0.5), percentile(firstReads, 0.99)))
        print(String(format: "the store's reads for the whole list (200 results): median %.2f ms, p99 %.2f ms",
                     percentile(wholeReads, 0.5), percentile(wholeReads, 0.99)))
    }

    /// Types each query into the screen's search ("/", the keys, Escape) and times every key: to
    /// the next frame, and to the frame whose title bar names that prefix's results.
    /// `resultsShown`: whether a frame shows the results of what has been typed (the Agenda's and
    /// Speakers' title names the search once its results are in).
    @MainActor
    static func type(_ queries: [String], into window: Window, frames: HostFrames,
                     resultsShown: @escaping (_ frame: String, _ typed: String) -> Bool = { frame, typed in
                         frame.contains("search “\(typed)”") && !frame.contains("Loading")
                     }) async throws -> TypedKeys {
        var keys = TypedKeys()
        for query in queries {
            window.handle(.character("/"))
            var typed = ""
            for character in query {
                typed.append(character)
                let start = ContinuousClock.now
                window.handle(.character(character))
                keys.nextFrame.append(milliseconds(await frames.nextFrame() - start))
                let trimmed = typed.trimmingCharacters(in: .whitespaces)
                keys.results.append(milliseconds(await frames.frame { resultsShown($0, trimmed) } - start))
                keys.resultsNoticed.append(milliseconds(ContinuousClock.now - start))
                // The next key comes 40 ms later (25 keys a second, faster than anyone types),
                // after the rest of the list has been read, as it would be for a person typing.
                try await Task.sleep(for: .milliseconds(40))
            }
            window.handle(.escape)
            await frames.frame { !$0.contains("search “") }
        }
        return keys
    }

    /// Each key's times, in milliseconds from the key.
    struct TypedKeys {
        /// To the next frame drawn.
        var nextFrame: [Double] = []
        /// To the frame showing that prefix's results, when it was drawn.
        var results: [Double] = []
        /// To the benchmark's task resuming after that frame (how figures before 2026-11-25 were
        /// taken: it adds whatever the main queue held then).
        var resultsNoticed: [Double] = []

        /// The three figures every typing benchmark prints, for `subject` ("speaker search");
        /// `results`: what the frame waited for shows.
        func report(_ subject: String, results shown: String = "its results") {
            print(String(format: "%@, keystroke to next frame (%d keys): median %.2f ms, p99 %.2f ms, max %.2f ms",
                         subject, nextFrame.count, percentile(nextFrame, 0.5), percentile(nextFrame, 0.99), nextFrame.max() ?? 0))
            print(String(format: "%@, keystroke to the frame with %@: median %.2f ms, p99 %.2f ms, max %.2f ms",
                         subject, shown, percentile(results, 0.5), percentile(results, 0.99), results.max() ?? 0))
            print(String(format: "  (to the benchmark resuming after that frame, as measured before: median %.2f ms, p99 %.2f ms)",
                         percentile(resultsNoticed, 0.5), percentile(resultsNoticed, 0.99)))
        }
    }

    /// Times `read` for every prefix of every query ("r", "ro", … "rossi"), in milliseconds: the
    /// part of a typing figure that is the data's.
    @MainActor
    static func timePrefixes(of queries: [String], _ read: (String) async throws -> Void) async rethrows -> [Double] {
        var times: [Double] = []
        for query in queries {
            for end in query.indices {
                let start = ContinuousClock.now
                try await read(String(query[...end]))
                times.append(milliseconds(ContinuousClock.now - start))
            }
        }
        return times
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
