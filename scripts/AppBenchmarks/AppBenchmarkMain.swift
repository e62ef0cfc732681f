#if canImport(Glibc)
import Glibc
#endif
import AddressBookService
import Composition
import AttendeesDataContract
import CalendarService
import Entities
import ExternalOpenerContract
import FavoritesLocalDataManager
import FeedFetcher
import FeedFetcherContract
import Foundation
import NewsLocalDataManager
import ScheduleAPIDataManager
import ScheduleLocalDataManager
import Synchronizer
import StoreFiles
import SynchronizerContract
import TerminalUI

/// `podium-app-bench`: the app's screens, composed as App composes them over the real SQLite
/// store, driven without a terminal. Three figures (docs/performance.md); with `--busy` first,
/// the same while a process of its own spins on the other core:
///
///   launch FEED       process start to the first frame showing agenda rows, warm store
///                     (spawns itself N times; the child exits at that frame)
///   typing FEED       keystroke to next frame while typing a search, p50/p99; and to the
///                     frame that shows the results
///   memory FEED       resident memory after browsing every day to its end, then every tab
///   speakers FEED     opening the Speakers tab to its first full frame; keystroke to the
///                     frame with speaker search results, p50/p99
///   news FEED         opening the News tab (1,000 items) to its first full frame
///   now FEED          opening the Now & next tab at 11:00 on the busiest day
///   grid FEED         opening the Grid tab there, and every key of a walk through it
///   attendees FEED URL EMAIL CODE
///                     keystroke to the frame with a running podium-server's search results
@main
struct AppBenchmarkMain {
    static func main() async throws {
        // The heap as the app sets it (ProcessSetup): memory figures are the app's.
        HeapGrowth.settle()
        var arguments = CommandLine.arguments
        if arguments.count == 2, arguments[1] == "spin" { Spinner.spin() }
        // `--busy`: the other core kept busy by a spinning process of the benchmark's own, as
        // when a build or a browser runs beside the app; stopped when the benchmark ends.
        var spinner: Spinner?
        if arguments.count > 1, arguments[1] == "--busy" {
            arguments.remove(at: 1)
            spinner = Spinner.start(arguments[0])
            print("busy: a spinning process (pid \(spinner?.pid ?? -1)) keeps a core busy")
        }
        defer { spinner?.stop() }
        guard arguments.count >= 3 else {
            print("usage: podium-app-bench [--busy] launch|typing|memory|speakers|news|now|grid FEED [STORE] | attendees FEED URL EMAIL CODE")
            exit(2)
        }
        let feed = URL(fileURLWithPath: arguments[2])
        switch arguments[1] {
        case "launch": try await LaunchBenchmark.run(feed: feed)
        case "launch-child": try await LaunchBenchmark.child(store: arguments[2])
        case "typing": try await TypingBenchmark.run(feed: feed)
        case "memory": try await MemoryBenchmark.run(feed: feed)
        case "memory-child": try await MemoryBenchmark.child(store: arguments[2], news: arguments[3])
        case "speakers": try await TabBenchmark.speakers(feed: feed)
        case "news": try await TabBenchmark.news(feed: feed)
        case "now": try await TabBenchmark.nowAndNext(feed: feed)
        case "grid": try await TabBenchmark.grid(feed: feed)
        case "attendees" where arguments.count == 6:
            guard let server = URL(string: arguments[3]) else { print("not an address: \(arguments[3])"); exit(2) }
            try await AttendeesBenchmark.run(feed: feed, server: server, email: arguments[4], ticketCode: arguments[5])
        default:
            print("unknown benchmark \(arguments[1])")
            spinner?.stop()
            exit(2)
        }
    }
}

/// The screens over a store, built by the app's own composition root, in a window of `size`.
@MainActor
enum AppScreens {
    static let timeZone = TimeZone(identifier: "Europe/Berlin")!

    /// The benchmarks' clock is long before any conference: every run opens at the first day,
    /// whatever today is (the demo's days move with the calendar, and on its second day the
    /// browsing saw two days of three).
    nonisolated static let now = Date(timeIntervalSince1970: 0)

    /// The two stores of one conference, opened as the app opens them: the schedule, and the
    /// person's own beside it (which the schedule asks what is hidden).
    struct Stores {
        let schedule: ScheduleLocalDataManager
        let favorites: FavoritesLocalDataManager
    }

    static func open(at path: String) throws -> Stores {
        let favorites = try FavoritesLocalDataManager(path: FavoritesLocalDataManager.path(forScheduleStoreAt: path))
        return Stores(schedule: try ScheduleLocalDataManager(path: path, conferenceName: "Bench Conf", timeZone: timeZone, hiding: favorites),
                      favorites: favorites)
    }

    static func window(store: Stores, news: NewsLocalDataManager? = nil, server: (any AttendeesServing)? = nil,
                       attendeeCache: (any AttendeeListCaching & AttendeeCaching)? = nil, size: Size, now: Date = now) -> Window {
        let calendar = CalendarService(feedKey: "bench", exportDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("podium-bench-exports"))
        let contacts = AddressBookService(feedKey: "bench", exportDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("podium-bench-exports"))
        let root = Composition.makeRoot(ScreenDependencies(schedule: store.schedule, favorites: store.favorites, news: news, calendar: calendar, contacts: contacts, opener: NoOpener(),
                                                       synchronizer: IdleSynchronizer(), clock: SystemSyncClock(), now: { [now] in now }, server: server,
                                                       attendeeCache: attendeeCache))
        let window = Window()
        window.rootViewController = root
        window.makeVisible(size: size)
        return window
    }

    /// A store filled from a feed file, as `podium sync --once` fills it.
    static func store(at path: String, feed: URL) async throws -> Stores {
        let stores = try open(at: path)
        let api = ScheduleAPIDataManager(fetcher: FeedFetcher(), feedURL: feed, conferenceTimeZone: timeZone,
                                         maximumBytes: 500 * 1_048_576)  // a 50,000-session feed is 51 MB
        if case .feed(let parsed, let validators) = try await api.fetchSchedule(ifChangedSince: nil) {
            _ = try await stores.schedule.apply(parsed, validators: validators, at: Date(), shrink: .accept)
        }
        return stores
    }

    /// A news store of `count` items an hour apart, each with a summary, a few paragraphs and a
    /// link, as a busy conference's feed would leave it.
    static func newsStore(at path: String, count: Int) async throws -> NewsLocalDataManager {
        let store = try NewsLocalDataManager(path: path)
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let items = (0..<count).map { index in
            NewsItem(id: "bench-\(index)", title: "Update \(index): room changes, lunch and the evening programme",
                     link: URL(string: "https://bench.example/news/\(index)"), publishedAt: start + Double(index) * 3600,
                     author: index % 3 == 0 ? "Program Committee" : nil,
                     summary: "What changed today, where to find the rooms, and what is on tonight.",
                     content: Array(repeating: "The keynote moves to the main hall; lunch is served on the second floor. "
                                    + "See https://bench.example/schedule for the details.", count: 4).joined(separator: "\n\n"))
        }
        _ = try await store.apply(items, validators: FeedValidators(), at: Date())
        return store
    }
}

/// The benchmark never leaves the app for a browser.
struct NoOpener: ExternalOpening {
    func open(_ url: URL) async -> Bool { false }
    func openFile(_ file: URL) async -> Bool { false }
}

/// Root needs a synchronizer to show a status; the benchmark measures screens, not syncing.
struct IdleSynchronizer: Synchronizing {
    func run() async {}
    func syncNow(acceptingShrink: Bool) async -> SyncOutcome { .notModified }
    func status() async -> SyncStatus { SyncStatus(lastSuccess: Date()) }
    func statusUpdates() async -> AsyncStream<SyncStatus> {
        AsyncStream { $0.yield(SyncStatus(lastSuccess: Date())) }
    }
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}

/// Fields of `/proc/self/status` in KiB (VmRSS, RssAnon, …), read at one moment; a missing one is 0.
func residentKiB(_ fields: [String]) -> [Int] {
    let lines = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8))?.split(separator: "\n") ?? []
    return fields.map { field in
        lines.first { $0.hasPrefix(field + ":") }.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true)[1]) } ?? 0
    }
}

/// Resident memory in MiB, and what it is: the heap and stacks (anonymous), pages of the program
/// and its libraries and of files mapped (files), memory shared with other processes (SQLite's
/// `-shm` index). One reading, so the parts add up to the whole.
func residentSummary() -> String {
    let kib = residentKiB(["VmRSS", "RssAnon", "RssFile", "RssShmem"]).map { $0 / 1024 }
    return "\(kib[0]) MiB (anonymous \(kib[1]), files \(kib[2]), shared \(kib[3]))"
}

/// Runs this program again with `arguments` and waits; returns its exit status.
func spawnAndWait(_ arguments: [String]) -> Int32 {
    var pid = pid_t()
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer { cArguments.forEach { free($0) } }
    guard posix_spawn(&pid, arguments[0], nil, nil, cArguments, environ) == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return (status >> 8) & 0xFF
}

/// A process that keeps one core busy: this program again, spinning until it is killed.
struct Spinner {
    let pid: pid_t

    static func start(_ program: String) -> Spinner? {
        var pid = pid_t()
        let cArguments: [UnsafeMutablePointer<CChar>?] = [strdup(program), strdup("spin"), nil]
        defer { cArguments.forEach { free($0) } }
        guard posix_spawn(&pid, program, nil, nil, cArguments, environ) == 0 else { return nil }
        return Spinner(pid: pid)
    }

    func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Counts until the benchmark that started it is gone (a benchmark that crashed leaves no
    /// spinner behind).
    static func spin() -> Never {
        let parent = getppid()
        var count: UInt64 = 0
        while true {
            count &+= 1
            if count & 0x3FF_FFFF == 0, getppid() != parent { exit(0) }
        }
    }
}
