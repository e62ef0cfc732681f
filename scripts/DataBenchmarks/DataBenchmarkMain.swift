import FeedFetcher
import FeedFetcherContract
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract
import ScheduleLocalDataManager

/// `podium-data-bench FEED.json` (or `--frab FILE.xml`, `--floor FILE…`, `--markdown FILE…`): the schedule-data figures recorded in docs/performance.md.
/// Make the feed with `podium-generate-feeds DIR --large`; run in release.
@main
struct DataBenchmarkMain {
    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--markdown", arguments.count >= 2 {
            try MarkdownBenchmark.run(Array(arguments.dropFirst()), runs: Int(ProcessInfo.processInfo.environment["PODIUM_BENCH_RUNS"] ?? "") ?? 5)
            return
        }
        if arguments.first == "--floor", arguments.count >= 2 {
            try await RealFileFloor.run(Array(arguments.dropFirst()), runs: Int(ProcessInfo.processInfo.environment["PODIUM_BENCH_RUNS"] ?? "") ?? 5)
            return
        }
        if arguments.first == "--frab", arguments.count == 2 {
            try await FrabBenchmark.run(arguments[1], runs: Int(ProcessInfo.processInfo.environment["PODIUM_BENCH_RUNS"] ?? "") ?? 5)
            return
        }
        guard let path = arguments.first else {
            FileHandle.standardError.write(Data("usage: podium-data-bench large-schedule.json | --frab schedule.xml | --floor FILE… | --markdown FILE…\n".utf8))
            exit(2)
        }
        let feedURL = URL(fileURLWithPath: path)
        let data = try Data(contentsOf: feedURL)
        let timeZone = TimeZone(identifier: "Europe/Berlin")!
        let runs = Int(ProcessInfo.processInfo.environment["PODIUM_BENCH_RUNS"] ?? "") ?? 5
        var syncTimes: [Double] = []
        var floorTimes: [Double] = []
        var bareFloorTimes: [Double] = []
        var lastStore: ScheduleLocalDataManager?
        var report: ScheduleApplyReport?
        for _ in 0..<runs {
            let directory = NSTemporaryDirectory() + "podium-bench-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            // Floor: JSONDecoder + the same rows by prepared statements, into the same schema.
            let floorPath = try FloorMeasurement.prepare(in: directory, timeZone: timeZone)
            floorTimes.append(try seconds { try FloorMeasurement.run(data, into: floorPath, timeZone: timeZone) })
            let barePath = try FloorMeasurement.prepare(in: directory, timeZone: timeZone, schema: .bare)
            bareFloorTimes.append(try seconds { try FloorMeasurement.run(data, into: barePath, timeZone: timeZone) })
            // The real thing: fetch the file, parse and check, apply into an empty store.
            let sync = MeasuredSync(feedURL: feedURL, timeZone: timeZone)
            let store = try sync.prepare(in: directory)
            syncTimes.append(try await seconds { report = try await sync.run(into: store) })
            lastStore = store
        }
        guard let store = lastStore, let report else { return }

        // Re-applying the unchanged feed, and a 304 (the file's validators match: no parse).
        let api = ScheduleAPIDataManager(fetcher: FeedFetcher(), feedURL: feedURL, conferenceTimeZone: timeZone)
        guard case .feed(let feed, let validators) = try await api.fetchSchedule(ifChangedSince: nil) else { return }
        var reapplied: ScheduleApplyReport?
        let reapplyTime = try await seconds { reapplied = try await store.apply(feed, validators: validators, at: Date(), shrink: .accept).report! }
        var conditional: ScheduleFetchResult?
        let notModifiedTime = try await seconds { conditional = try await api.fetchSchedule(ifChangedSince: validators) }

        // Where a sync's time goes: parsing and checking, then applying into an empty store.
        let parser = SessionizeFeedParser(conferenceTimeZone: timeZone)
        var parsed: ScheduleFeed?
        let parseTime = try seconds { parsed = try parser.parse(data) }
        let emptyDirectory = NSTemporaryDirectory() + "podium-bench-\(UUID().uuidString)"
        let emptyStore = try ScheduleLocalDataManager(path: "\(emptyDirectory)/schedule.sqlite", conferenceName: "Bench", timeZone: timeZone)
        let applyTime = try await seconds { _ = try await emptyStore.apply(parsed!, validators: validators, at: Date(), shrink: .accept) }

        // FTS prefix search of three letters.
        let prefixes = ["str", "act", "tes", "swi", "arc", "per", "uni", "mod", "acc", "obs", "mac", "loc", "pri", "ter", "dep"]
        var searchTimes: [Double] = []
        for round in 0..<20 {
            for prefix in prefixes {
                searchTimes.append(try await seconds { _ = try await store.search(prefix, limit: 20) })
                _ = round
            }
        }
        searchTimes.sort()
        var smallTimes: [Double] = []
        for prefix in prefixes {
            for _ in 0..<10 { smallTimes.append(try await seconds { _ = try await store.search(prefix, limit: 5) }) }
        }
        smallTimes.sort()
        var largeTimes: [Double] = []
        for prefix in prefixes {
            for _ in 0..<10 { largeTimes.append(try await seconds { _ = try await store.search(prefix, limit: 50) }) }
        }
        largeTimes.sort()
        syncTimes.sort()
        floorTimes.sort()
        bareFloorTimes.sort()
        let sync = syncTimes[runs / 2], floor = floorTimes[runs / 2], bareFloor = bareFloorTimes[runs / 2]
        print("""
            | measure (\(report.sessions) sessions, \(report.speakers) speakers, \(report.rooms) rooms; \(data.count / 1024) KiB) | value |
            |---|---|
            | full sync from a file into an empty store, median of \(runs) | \(ms(sync)) ms |
            | floor (JSONDecoder + the same rows by prepared inserts, one transaction), median of \(runs) | \(ms(floor)) ms |
            | sync ÷ floor | \(String(format: "%.2f", sync / floor)) |
            | for the record: the same floor into bare tables (primary keys only), median of \(runs) | \(ms(bareFloor)) ms |
            | for the record: sync ÷ bare floor | \(String(format: "%.2f", sync / bareFloor)) |
            | of which parsing and checking the feed | \(ms(parseTime)) ms |
            | of which applying it to an empty store | \(ms(applyTime)) ms |
            | re-applying the unchanged feed: rows written | \(reapplied?.rowsWritten ?? -1) |
            | re-applying the unchanged feed: time | \(ms(reapplyTime)) ms |
            | conditional fetch with matching validators | \(conditional == .notModified ? "not modified, nothing parsed" : "MODIFIED") in \(ms(notModifiedTime)) ms |
            | FTS 3-letter prefix search returning a screenful (20 sessions), median of \(searchTimes.count) | \(String(format: "%.2f", searchTimes[searchTimes.count / 2] * 1000)) ms |
            | FTS 3-letter prefix search, p95 | \(String(format: "%.2f", searchTimes[Int(Double(searchTimes.count) * 0.95)] * 1000)) ms |
            | the same returning 50 sessions, median / p95 | \(String(format: "%.2f", largeTimes[largeTimes.count / 2] * 1000)) / \(String(format: "%.2f", largeTimes[Int(Double(largeTimes.count) * 0.95)] * 1000)) ms |
            | the same returning 5 sessions, median / p95 | \(String(format: "%.2f", smallTimes[smallTimes.count / 2] * 1000)) / \(String(format: "%.2f", smallTimes[Int(Double(smallTimes.count) * 0.95)] * 1000)) ms |
            """)
    }

    static func seconds(_ work: () throws -> Void) throws -> Double {
        let start = ContinuousClock.now
        try work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// Runs in the caller's isolation, so the closure is never sent anywhere.
    static func seconds(isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> Void) async throws -> Double {
        let start = ContinuousClock.now
        try await work()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.0f", seconds * 1000) }
}
