import CalendarService
import Entities
import Foundation
import ScheduleAPIDataManager
import SecretStore
import SecretStoreContract

/// `podium-service-bench FEED.json`: the service figures recorded in docs/performance.md —
/// unlocking the secret store (key file, default passphrase), read and set on a 100-item store,
/// and exporting the feed's sessions to iCalendar. Run in release; `PODIUM_BENCH_RUNS` scales
/// the repetitions (the test runs it with 1 on the demo feed).
@main
struct ServiceBenchmarkMain {
    static func main() async throws {
        guard let path = CommandLine.arguments.dropFirst().first else {
            FileHandle.standardError.write(Data("usage: podium-service-bench large-schedule.json\n".utf8))
            exit(2)
        }
        let scale = max(1, Int(ProcessInfo.processInfo.environment["PODIUM_BENCH_RUNS"] ?? "") ?? 10)
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("podium-service-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        var rows: [(String, String)] = []

        // The secret store: 100 items, opened by its key file.
        let keyed = root.appendingPathComponent("keyed")
        let warm = SecretStore(directory: keyed)
        for index in 0..<100 {
            try await warm.add(Secret("token-\(index)-" + String(repeating: "x", count: 40)), service: "feed", account: "host\(index).example.org",
                               label: "Token \(index)")
        }
        let unlocks = try await times(20 * scale) {
            _ = try await SecretStore(directory: keyed).read(service: "feed", account: "host50.example.org")
        }
        rows.append(("open a 100-item store with its key file and read one item (new instance), median · p95", pair(unlocks)))
        let reads = try await times(100 * scale) { _ = try await warm.read(service: "feed", account: "host\(Int.random(in: 0..<100)).example.org") }
        rows.append(("read, 100-item store, median · p95", pair(reads)))
        let sets = try await times(50 * scale) {
            try await warm.set(Secret("rotated-\(UUID().uuidString)"), service: "feed", account: "host\(Int.random(in: 0..<100)).example.org", label: nil)
        }
        rows.append(("set (update, durable: write, fsync, rename, fsync dir), 100-item store, median · p95", pair(sets)))
        let lists = try await times(50 * scale) { _ = try await warm.list(service: "feed") }
        rows.append(("list one service (opens all 100 items), median · p95", pair(lists)))

        // The secret store locked by a passphrase with the default scrypt parameters.
        let locked = root.appendingPathComponent("locked")
        try await SecretStore(directory: locked, passphrase: .given(Secret("correct horse battery staple")))
            .set(Secret("tok"), service: "feed", account: "h", label: nil)
        let passphraseUnlocks = try await times(max(3, scale / 2)) {
            _ = try await SecretStore(directory: locked, passphrase: .given(Secret("correct horse battery staple"))).read(service: "feed", account: "h")
        }
        let parameters = ScryptParameters.default
        rows.append(("open with a passphrase, scrypt N=2^\(parameters.logN) r=\(parameters.r) p=\(parameters.p) (\(parameters.memory >> 20) MiB), median · max",
                     "\(ms(median(passphraseUnlocks))) · \(ms(passphraseUnlocks.max() ?? 0))"))

        // iCalendar: every scheduled session of the feed.
        let feed = try SessionizeFeedParser(conferenceTimeZone: TimeZone(identifier: "Europe/Berlin")!).parse(Data(contentsOf: URL(fileURLWithPath: path)))
        let sessions = feed.sessions
        let calendar = CalendarService(feedKey: "bench", exportDirectory: root)
        var document = ""
        let exports = try await times(5 * scale) { document = calendar.calendar(of: sessions, named: "Bench") }
        let floors = try await times(5 * scale) { document = NaiveCalendar.document(sessions) }
        let events = document.components(separatedBy: "BEGIN:VEVENT").count - 1
        let bytes = calendar.calendar(of: sessions, named: "Bench").utf8.count
        rows.append(("export \(events) sessions to .ics (\(bytes / 1024) KiB), median · p95", pair(exports)))
        rows.append(("floor: the same properties concatenated, no escaping or folding, median", ms(median(floors))))
        rows.append(("export ÷ floor", String(format: "%.2f", median(exports) / median(floors))))

        print("| measure | value |\n|---|---|")
        for (name, value) in rows { print("| \(name) | \(value) |") }
    }

    static func times(_ count: Int, isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> Void) async throws -> [Double] {
        var result: [Double] = []
        result.reserveCapacity(count)
        for _ in 0..<count {
            let start = ContinuousClock.now
            try await work()
            let elapsed = ContinuousClock.now - start
            result.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return result.sorted()
    }

    static func median(_ sorted: [Double]) -> Double { sorted[sorted.count / 2] }
    static func p95(_ sorted: [Double]) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))] }
    static func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
    static func pair(_ sorted: [Double]) -> String { "\(ms(median(sorted))) · \(ms(p95(sorted)))" }
}

/// The floor for an export: each event's properties, unescaped and unfolded, joined — what
/// writing the same text costs without the RFC 5545 rules.
enum NaiveCalendar {
    static func document(_ sessions: [Session]) -> String {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
        let formatter = ISO8601DateFormatter()
        for session in sessions {
            guard let start = session.startsAt else { continue }
            text += "BEGIN:VEVENT\r\nUID:\(session.id).bench@podium\r\nDTSTART:\(formatter.string(from: start))\r\n"
            if let end = session.endsAt { text += "DTEND:\(formatter.string(from: end))\r\n" }
            text += "SUMMARY:\(session.title)\r\n"
            if let room = session.room { text += "LOCATION:\(room.name)\r\n" }
            text += "DESCRIPTION:\(session.speakerNames)\n\n\(session.description ?? "")\r\n"
            text += "CATEGORIES:\(session.categoryItems.map(\.name).joined(separator: ","))\r\nEND:VEVENT\r\n"
        }
        return text + "END:VCALENDAR\r\n"
    }
}
