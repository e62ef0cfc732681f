import FeedFetcher
import FeedFetcherContract
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ScheduleAPIDataManager
import ScheduleDataContract
import ScheduleLocalDataManager

/// `podium-data-bench --frab schedule.xml` (FOSDEM 2025: 2 MB, 943 events): a frab XML file
/// read and applied into an empty store, against a floor measured in the same run — Foundation's
/// XMLParser over the same bytes with no delegate (the least any XML reader must do), plus the
/// same rows written into an empty store. Then the unchanged file applied again.
enum FrabBenchmark {
    static func run(_ path: String, runs: Int) async throws {
        let feedURL = URL(fileURLWithPath: path)
        let data = try Data(contentsOf: feedURL)
        var syncTimes: [Double] = [], floorTimes: [Double] = [], parseTimes: [Double] = [], noOpTimes: [Double] = []
        var lastStore: ScheduleLocalDataManager?
        var report: ScheduleApplyReport?
        // Every run's store is removed at the end, not after its run: the last one is applied
        // again below, and a store whose file went away refuses to save (issue #28).
        var directories: [String] = []
        defer { for directory in directories { try? FileManager.default.removeItem(atPath: directory) } }
        for _ in 0..<runs {
            let directory = NSTemporaryDirectory() + "podium-frab-bench-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            directories.append(directory)

            // Floor: a no-op XMLParser pass, then the parsed rows into an empty store.
            let parsed = try ScheduleFeedReader().read(data)
            let floorStore = try ScheduleLocalDataManager(path: "\(directory)/floor.sqlite", conferenceName: "Floor", timeZone: nil)
            let noOp = try DataBenchmarkMain.seconds { _ = XMLParser(data: data).parse() }
            noOpTimes.append(noOp)
            let insert = try await DataBenchmarkMain.seconds {
                _ = try await floorStore.apply(parsed, validators: FeedValidators(), at: Date(), shrink: .accept)
            }
            floorTimes.append(noOp + insert)

            // The real thing: fetch the file, detect, parse and check, apply into an empty store.
            let store = try ScheduleLocalDataManager(path: "\(directory)/schedule.sqlite", conferenceName: "Bench", timeZone: nil)
            let api = ScheduleAPIDataManager(fetcher: FeedFetcher(), feedURL: feedURL, conferenceTimeZone: nil)
            syncTimes.append(try await DataBenchmarkMain.seconds {
                guard case .feed(let feed, let validators) = try await api.fetchSchedule(ifChangedSince: nil) else { return }
                report = try await store.apply(feed, validators: validators, at: Date(), shrink: .accept).report
            })
            parseTimes.append(try DataBenchmarkMain.seconds { _ = try? ScheduleFeedReader().read(data) })
            lastStore = store
        }
        guard let store = lastStore, let report else { return }
        let api = ScheduleAPIDataManager(fetcher: FeedFetcher(), feedURL: feedURL, conferenceTimeZone: nil)
        guard case .feed(let feed, let validators) = try await api.fetchSchedule(ifChangedSince: nil) else { return }
        var reapplied: ScheduleApplyReport?
        let reapplyTime = try await DataBenchmarkMain.seconds {
            reapplied = try await store.apply(feed, validators: validators, at: Date(), shrink: .accept).report
        }
        let median = { (values: [Double]) in values.sorted()[values.count / 2] }
        let sync = median(syncTimes), floor = median(floorTimes)
        print("""
            | measure (\(report.sessions) sessions, \(report.speakers) speakers, \(report.rooms) rooms; \(data.count / 1024) KiB frab XML) | value |
            |---|---|
            | read and apply into an empty store, median of \(runs) | \(DataBenchmarkMain.ms(sync)) ms |
            | floor (XMLParser doing nothing + the same rows into an empty store), median of \(runs) | \(DataBenchmarkMain.ms(floor)) ms |
            | sync ÷ floor | \(String(format: "%.2f", sync / floor)) |
            | of which: our detection, parse and checks / XMLParser doing nothing | \(DataBenchmarkMain.ms(median(parseTimes))) ms / \(DataBenchmarkMain.ms(median(noOpTimes))) ms |
            | re-applying the unchanged file: rows written | \(reapplied?.rowsWritten ?? -1) |
            | re-applying the unchanged file: time | \(DataBenchmarkMain.ms(reapplyTime)) ms |
            """)
    }
}
