import Foundation
import TestHarness
import Testing

/// Speakers, news and reminders in the real app under tmux: find a speaker by typing, open
/// them and one of their sessions, favorite it, keep their card; watch news arrive and be read
/// without a key; and a favorite about to start raise its banner (and a desktop notification).
@Suite(.serialized) struct ConferenceAppEndToEndTests {
    typealias Seen = AppEndToEndTests.Seen

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func aSpeakerFoundByTypingLeadsToTheirSessionAndTheirCard() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-app-e2e")
        defer { workspace.remove() }
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try AppEndToEndTests.start("\(PodiumBinary.writtenDemo) --no-notify", in: workspace)
            let session = run.session
            try session.waitForFinishedSync("a finished sync")
            try session.press("5")
            seen.screens["speakers"] = try session.waitFor("Ben Åberg")
            try session.press("/")
            try session.type("ross")
            seen.screens["search"] = try session.waitUntil("the names found") { $0.contains("search “ross”") && $0.contains("Ben Rossi") }
            try session.press("Enter")   // from the field to the results
            try session.press("Enter")   // open the first
            seen.screens["speaker"] = try session.waitFor("Principal Engineer at Hooli")
            try session.press("Enter")   // the first of their sessions
            seen.screens["session"] = try session.waitFor("☆ Not in My schedule")
            try session.press("*")
            try session.waitFor("★ In My schedule")
            try session.pressEscape()    // back to the speaker, their session now starred
            seen.screens["starred"] = try session.waitFor("★ Mon 23 Nov 10:00–10:55  Lessons from testing")
            try session.press("a")
            seen.screens["saved"] = try session.waitFor("Saved for your address book")
            try session.pressEscape()
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        let list = seen.screens["speakers"]?.split(separator: "\n").map(String.init) ?? []
        #expect(list.firstIndex(of: "A") ?? .max < list.firstIndex { $0.contains("Ben Åberg") } ?? -1, "Åberg with the A's: \(list)")
        #expect(seen.screens["search"]?.contains("Names") == true, "\(seen.screens["search"] ?? "")")
        #expect(seen.screens["session"]?.contains("Lessons from testing") == true)
        #expect(seen.screens["session"]?.contains("› Ben Rossi › Lessons from testing") == true, "opened from the speaker")
        #expect(seen.ending?.exitStatus == "0\n")

        let data = workspace.url.appendingPathComponent("data/podium")
        let cards = try FileManager.default.contentsOfDirectory(atPath: data.appendingPathComponent("exports").path).filter { $0.hasSuffix(".vcf") }
        try #require(cards.count == 1, "\(cards)")
        let card = data.appendingPathComponent("exports/\(cards[0])")
        #expect(seen.screens["saved"]?.contains(String(cards[0].prefix(20))) == true, "the alert names the file")
        let text = try String(contentsOf: card, encoding: .utf8)
        #expect(text.hasPrefix("BEGIN:VCARD\r\nVERSION:4.0\r\n") && text.contains("\r\nFN:Ben Rossi\r\n"))
        let calendar = data.appendingPathComponent("\(try PodiumBinary.writtenDemoKey)-my-schedule.ics")
        if let parsed = try await ExportParser.parse([card, calendar]) {
            let person = parsed[card.path]?.cards.first
            #expect(person?.fn == "Ben Rossi" && person?.family == "Rossi" && person?.given == "Ben")
            #expect(person?.urls == ["https://twitter.example.com/benrossi"])
            let event = parsed[calendar.path]?.events.first
            #expect(event?.summary == "Lessons from testing" && event?.start == "2026-11-23T09:00:00+00:00")
            #expect(event?.alarms == [.init(action: "DISPLAY", minutesBefore: 5, description: "In 5 min: Lessons from testing · Main Hall")])
        }
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func newsArrivesWithoutAKeyAndReadingItLowersTheCount() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-app-e2e")
        defer { workspace.remove() }
        let resources = RepositoryPaths.root.appendingPathComponent("App/Resources")
        let feed = workspace.url.appendingPathComponent("feed.json")
        let news = workspace.url.appendingPathComponent("news.xml")
        try FileManager.default.copyItem(at: resources.appendingPathComponent("demo-schedule.json"), to: feed)
        try FileManager.default.copyItem(at: resources.appendingPathComponent("demo-news.xml"), to: news)
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try AppEndToEndTests.start("--feed '\(feed.path)' --news '\(news.path)' --timezone Europe/Berlin --sync-interval 1 --no-notify",
                                                 in: workspace)
            let session = run.session
            try session.waitFor("6 News (13)", timeout: .seconds(20))
            try session.press("6")
            seen.screens["news"] = try session.waitFor("Schedule published")
            try Self.post(to: news, title: "Room change: the keynote moves to Hall B")
            seen.screens["arrived"] = try session.waitUntil("the new item and its count", timeout: .seconds(20)) {
                $0.contains("6 News (14)") && $0.contains("Room change: the keynote moves to Hall B")
            }
            try session.press("Home")
            try session.press("Enter")
            seen.screens["read"] = try session.waitUntil("the item, read") { $0.contains("Hall B is bigger") && $0.contains("6 News (13)") }
            try session.pressEscape()
            seen.screens["back"] = try session.waitFor("Room change")
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        let arrived = seen.screens["arrived"] ?? ""
        let lines = arrived.split(separator: "\n").map(String.init)
        let newest = lines.firstIndex { $0.contains("Room change") } ?? .max
        let oldest = lines.firstIndex { $0.contains("Schedule published") } ?? .max
        #expect(newest < oldest, "newest first: \(arrived)")
        #expect(lines.first { $0.contains("Room change") }?.contains("●") == true, "unread is marked: \(arrived)")
        #expect(seen.screens["read"]?.contains("https://demo.podium.example/news/room-change") == true, "its link is listed")
        #expect(seen.ending?.exitStatus == "0\n")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func aFavoriteStartingInTwoMinutesRaisesTheBannerAndANotification() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-app-e2e")
        defer { workspace.remove() }
        let feed = workspace.url.appendingPathComponent("soon.json")
        try Self.feedStartingSoon(minutesFromNow: 2).write(to: feed)
        let (bin, log) = try Self.fakeNotifySend(in: workspace)
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try TerminalRun("'\(AppEndToEndTests.podium)' --feed '\(feed.path)' --timezone Europe/Berlin --name 'Soon Conf'",
                                      in: workspace, width: 100, height: 30,
                                      environment: ["TERM": "xterm-256color", "TZ": "Europe/London",
                                                    "PATH": "\(bin.path):\(ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")",
                                                    "XDG_DATA_HOME": workspace.url.appendingPathComponent("data").path,
                                                    "XDG_CONFIG_HOME": workspace.url.appendingPathComponent("config").path,
                                                    "XDG_STATE_HOME": workspace.url.appendingPathComponent("state").path])
            let session = run.session
            try session.waitForFinishedSync("the agenda") { $0.contains("Starting soon") }
            seen.screens["before"] = try session.screen()
            try session.press("Enter")
            try session.waitFor("☆ Not in My schedule")
            try session.press("*")
            seen.screens["banner"] = try session.waitFor("⏰")
            try session.waitUntil("the desktop notification") { _ in FileManager.default.fileExists(atPath: log.path) }
            try session.pressEscape()    // hides the banner, and does not go back
            seen.screens["hidden"] = try session.waitUntil("the banner to go") { !$0.contains("⏰") }
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        #expect(seen.screens["before"]?.contains("⏰") == false, "no favorite, no banner")
        let banner = seen.screens["banner"]?.split(separator: "\n").first { $0.contains("⏰") }.map(String.init) ?? ""
        #expect(banner.contains("Main Hall — Starting soon") && banner.contains("Enter opens · Esc hides"), "\(banner)")
        let lines = seen.screens["banner"]?.split(separator: "\n").map(String.init) ?? []
        let bannerLine = lines.firstIndex { $0.contains("⏰") }, statusLine = lines.firstIndex { $0.contains("q quit") }
        #expect(bannerLine != nil && bannerLine.map { $0 + 1 } == statusLine, "just above the status line: \(lines)")
        #expect(seen.screens["hidden"]?.contains("★ In My schedule") == true, "Esc hid the banner and stayed on the session")
        let notified = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(notified.count == 4 && notified[0] == "--app-name=Podium" && notified[1] == "--", "\(notified)")
        #expect(notified.count == 4 && notified[2].hasSuffix("min: Starting soon") && notified[3].hasSuffix("· Main Hall"), "\(notified)")
        #expect(seen.ending?.exitStatus == "0\n")
    }

    // MARK: Feeds made for the tests

    /// Adds a newest item to an RSS file, atomically (a sync never reads half of it).
    static func post(to news: URL, title: String) throws {
        let text = try String(contentsOf: news, encoding: .utf8)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z"
        let item = """
            <item>
              <guid isPermaLink="false">e2e-room-change</guid>
              <title>\(title)</title>
              <link>https://demo.podium.example/news/room-change</link>
              <pubDate>\(formatter.string(from: Date()))</pubDate>
              <description><![CDATA[Hall B is bigger.]]></description>
            </item>

            """
        guard let first = text.range(of: "<item>") else { throw CocoaError(.fileReadCorruptFile) }
        var changed = text
        changed.insert(contentsOf: item, at: first.lowerBound)
        try Data(changed.utf8).write(to: news, options: .atomic)
    }

    /// A Sessionize feed of two sessions in Berlin: one `minutesFromNow` from now (to the
    /// minute), one three hours on.
    static func feedStartingSoon(minutesFromNow: Int) throws -> Data {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Berlin")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:00"
        let soon = Date().addingTimeInterval(Double(minutesFromNow * 60))
        func session(_ id: String, _ title: String, _ start: Date) -> [String: Any] {
            ["id": id, "title": title, "startsAt": formatter.string(from: start), "endsAt": formatter.string(from: start + 1800),
             "roomId": 1, "speakers": [], "categoryItems": [], "isServiceSession": false, "isPlenumSession": false]
        }
        let feed: [String: Any] = [
            "rooms": [["id": 1, "name": "Main Hall", "sort": 1]], "speakers": [], "categories": [], "questions": [],
            "sessions": [session("1", "Starting soon", soon), session("2", "Much later", soon + 3 * 3600)],
        ]
        return try JSONSerialization.data(withJSONObject: feed)
    }

    /// A `notify-send` that writes its arguments, a line each, to a file (renamed into place whole).
    /// Written by a child `/bin/sh`, not this process (docs/facts.md: "text file busy").
    static func fakeNotifySend(in workspace: TemporaryDirectory) throws -> (bin: URL, log: URL) {
        let bin = workspace.url.appendingPathComponent("bin")
        let log = workspace.url.appendingPathComponent("notified")
        let path = bin.appendingPathComponent("notify-send")
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", #"mkdir -p "$(dirname "$1")" && printf '#!/bin/sh\nprintf "%%s\\n" "$@" > "%s.partial" && mv "%s.partial" "%s"\n' "$0" "$0" "$0" > "$1" && chmod 755 "$1""#,
                            log.path, path.path]
        try writer.run()
        writer.waitUntilExit()
        return (bin, log)
    }
}

/// The independent parsers of `scripts/parse-exports` (icalendar, vobject) read exported files
/// as a calendar or address-book application would. nil where they are not set up
/// (`scripts/parse-exports --setup`); CI sets them up and says they are required.
enum ExportParser {
    struct Alarm: Decodable, Equatable {
        let action: String
        let minutesBefore: Int
        let description: String
    }
    struct Event: Decodable {
        let uid: String, summary: String, start: String, location: String
        let alarms: [Alarm]
    }
    struct Card: Decodable {
        let fn: String, family: String, given: String, note: String
        let urls: [String]
    }
    struct File: Decodable {
        var events: [Event] = []
        var cards: [Card] = []
        enum CodingKeys: CodingKey { case events, cards }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            events = try container.decodeIfPresent([Event].self, forKey: .events) ?? []
            cards = try container.decodeIfPresent([Card].self, forKey: .cards) ?? []
        }
    }

    static let python = RepositoryPaths.root.appendingPathComponent(".build/venv-exports/bin/python")

    /// Python reads the files on a thread of its own (not one of the few every async test shares).
    static func parse(_ files: [URL]) async throws -> [String: File]? {
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            #expect(ProcessInfo.processInfo.environment["PODIUM_REQUIRE_EXPORT_PARSER"] == nil,
                    "the independent parsers are required here: scripts/parse-exports --setup")
            return nil
        }
        let outcome = try await Subprocess.run([python.path, RepositoryPaths.root.appendingPathComponent("scripts/parse-exports").path]
                                         + files.map(\.path))
        try #require(outcome.status == 0, "\(outcome.stderr)")
        return try JSONDecoder().decode([String: File].self, from: Data(outcome.stdout.utf8))
    }
}
