import Foundation

/// `podium-generate-feeds OUTPUT_DIR`: writes the bundled demo conference
/// (`demo-schedule.json`) and the benchmark feed (`large-schedule.json`, 5,000 sessions),
/// deterministically.
@main
struct GeneratorMain {
    static func main() throws {
        let arguments = CommandLine.arguments.dropFirst()
        guard let output = arguments.first else {
            FileHandle.standardError.write(Data("usage: podium-generate-feeds OUTPUT_DIR [--large]\n".utf8))
            exit(2)
        }
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try write(SessionizeFeedWriter(shape: .demo).document(), to: "\(output)/demo-schedule.json")
        try Data(NewsFeedWriter().rss().utf8).write(to: URL(fileURLWithPath: "\(output)/demo-news.xml"), options: .atomic)
        print("wrote \(output)/demo-news.xml")
        if arguments.contains("--large") {
            let days = (1...5).map { String(format: "2026-06-%02d", $0) }
            let slots = (0..<17).map { String(format: "%02d:%02d", (600 + $0 * 35) / 60, (600 + $0 * 35) % 60) }
            let large = SessionizeFeedWriter(shape: .init(days: days, rooms: 60, sessions: 5_000, speakers: 3_000, seed: 5_000,
                                                          talkSlots: slots, talkMinutes: 25))
            try write(large.document(), to: "\(output)/large-schedule.json")
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
