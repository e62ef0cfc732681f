import ArgumentParser
import Foundation

/// `podium-generate-feeds OUTPUT_DIR`: writes the bundled demo conference
/// (`demo-schedule.json`) and the benchmark feed (`large-schedule.json`, 5,000 sessions),
/// deterministically.
@main
struct GeneratorMain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "podium-generate-feeds",
        abstract: "Write the demo conference's schedule and news (and, with --large, the 5,000-session benchmark feed).",
        discussion: "The output is the same on every run: `podium-generate-feeds App/Resources` refreshes the bundled demo.")

    @Argument(help: "The folder to write into (made when missing).")
    var output: String

    @Flag(help: "Also write large-schedule.json: 5,000 sessions over five days, for the benchmarks.")
    var large = false

    @Option(help: ArgumentHelp("Also write schedule-N.json: N sessions, the days and rooms growing with it (a day holds about 1,000 × √(N/5,000) sessions), for growth measures.",
                               valueName: "N"))
    var sessions: [Int] = []

    func validate() throws {
        // An option-looking folder name is a mistake (`--halp`), never a folder to create.
        guard !output.hasPrefix("-") else { throw ValidationError("'\(output)' is not a folder name; see --help") }
        if let wrong = sessions.first(where: { !(100...200_000).contains($0) }) {
            throw ValidationError("--sessions \(wrong): give 100 to 200000 sessions")
        }
    }

    func run() throws {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try Self.write(SessionizeFeedWriter(shape: .demo).document(), to: "\(output)/demo-schedule.json")
        try Data(NewsFeedWriter().rss().utf8).write(to: URL(fileURLWithPath: "\(output)/demo-news.xml"), options: .atomic)
        print("wrote \(output)/demo-news.xml")
        if large {
            let days = (1...5).map { String(format: "2026-06-%02d", $0) }
            let large = SessionizeFeedWriter(shape: .init(days: days, rooms: 60, sessions: 5_000, speakers: 3_000, seed: 5_000,
                                                          talkSlots: SessionizeFeedWriter.Shape.benchmarkSlots, talkMinutes: 25))
            try Self.write(large.document(), to: "\(output)/large-schedule.json")
        }
        for count in sessions {
            try Self.write(SessionizeFeedWriter(shape: .growing(to: count)).document(), to: "\(output)/schedule-\(count).json")
        }
    }

    static func encode(_ document: [String: Any]) throws -> Data {
        try JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    static func write(_ document: [String: Any], to path: String) throws {
        let data = try encode(document)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        print("wrote \(path) (\(data.count / 1024) KiB)")
    }
}
