import Foundation
import TestHarness
import Testing

/// Now & next in the real app under tmux, on a feed written around the real clock: two rooms
/// side by side, and the screen moving on by itself when a session ends. And `podium now` on the
/// same feed, as text, as JSON and as the status-bar line.
@Suite(.serialized) struct NowAndNextEndToEndTests {
    /// A Sessionize feed in UTC: in Saal 1 a talk ends 45 s from now (to the second)
    /// and another follows it; in Saal 2 a workshop runs for hours.
    static func feed(in workspace: TemporaryDirectory, now: Date = Date()) throws -> (url: URL, changeover: Date) {
        let changeover = Date(timeIntervalSince1970: (now.timeIntervalSince1970 + 45).rounded(.down))
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        format.timeZone = TimeZone(identifier: "UTC")
        func session(_ id: String, _ title: String, room: Int, from start: Date, minutes: Double) -> [String: Any] {
            ["id": id, "title": title, "startsAt": format.string(from: start), "endsAt": format.string(from: start.addingTimeInterval(minutes * 60)),
             "roomId": room, "speakers": [], "categoryItems": [], "isServiceSession": false, "isPlenumSession": false]
        }
        let json: [String: Any] = [
            "sessions": [
                session("1", "Ending Soon Talk", room: 1, from: changeover.addingTimeInterval(-30 * 60), minutes: 30),
                session("2", "Following Talk", room: 1, from: changeover, minutes: 30),
                session("3", "Long Workshop", room: 2, from: changeover.addingTimeInterval(-60 * 60), minutes: 240),
            ],
            "rooms": [["id": 1, "name": "Saal 1", "sort": 1], ["id": 2, "name": "Saal 2", "sort": 2]],
            "speakers": [], "categories": [], "questions": [],
        ]
        let url = workspace.url.appendingPathComponent("now.json")
        try JSONSerialization.data(withJSONObject: json).write(to: url)
        return (url, changeover)
    }

    struct Seen: Sendable {
        var before = ""
        var after = ""
        var ending: TerminalRun.Ending?
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func theTabShowsRoomsSideBySideAndMovesOnWhenATalkEnds() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-now-e2e")
        defer { workspace.remove() }
        let (feed, _) = try Self.feed(in: workspace)
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try AppEndToEndTests.start("--feed '\(feed.path)' --timezone UTC --name 'Now Conf' --no-notify", in: workspace)
            let session = run.session
            try session.waitForFinishedSync("a finished sync")
            try session.press("2")
            seen.before = try session.waitUntil("both rooms") { $0.contains("Ending Soon Talk") && $0.contains("Long Workshop") }
            // No key from here: the talk ends and the screen follows.
            seen.after = try session.waitUntil("the next talk on now", timeout: .seconds(90)) {
                !$0.contains("Ending Soon Talk") && $0.contains("Following Talk")
            }
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        #expect(seen.before.contains("2 Now & next"))
        #expect(seen.before.contains("at the venue"), "the venue's clock")
        let lines = seen.before.split(separator: "\n").map(String.init)
        let saal1 = lines.firstIndex { $0.contains("Saal 1") && $0.contains("Ending Soon Talk") }
        #expect(saal1 != nil, "\(seen.before)")
        if let saal1 {
            #expect(lines[saal1].contains("min left"))
            #expect(lines[saal1 + 1].contains("next") && lines[saal1 + 1].contains("Following Talk") && lines[saal1 + 1].contains(" · in "),
                    "\(seen.before)")
        }
        #expect(seen.after.contains("Long Workshop"), "Saal 2 goes on")
        #expect(seen.ending?.exitStatus == "0\n")
    }

    @Test func podiumNowPrintsTheRoomsAndTheStatusBarLine() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-now-cli")
        defer { workspace.remove() }
        // A fixed moment, a minute before the changeover: a slow machine cannot let the talk end.
        let (feed, changeover) = try Self.feed(in: workspace, now: Date(timeIntervalSince1970: 1_800_000_000))
        let at = ISO8601DateFormatter().string(from: changeover.addingTimeInterval(-60))
        let feedArguments = ["--feed", feed.path, "--timezone", "UTC", "--at", at]
        func run(_ arguments: [String]) async throws -> Subprocess.Outcome {
            try await Subprocess.run(["/usr/bin/env", "TZ=UTC", "XDG_DATA_HOME=\(workspace.url.appendingPathComponent("data").path)",
                                      "XDG_CONFIG_HOME=\(workspace.url.appendingPathComponent("config").path)",
                                      "XDG_STATE_HOME=\(workspace.url.appendingPathComponent("state").path)", PodiumBinary.path] + arguments)
        }
        let text = try await run(["now"] + feedArguments)
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("Saal 1  now   ") && text.stdout.contains("Ending Soon Talk"), "\(text.stdout)")
        #expect(text.stdout.contains("next  ") && text.stdout.contains("Following Talk"))

        let json = try await run(["now", "--format", "json"] + feedArguments)
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let rooms = object?["rooms"] as? [[String: Any]]
        #expect(object?["phase"] as? String == "running")
        #expect(rooms?.map { $0["room"] as? String } == ["Saal 1", "Saal 2"])
        #expect((rooms?.first?["next"] as? [String: Any])?["title"] as? String == "Following Talk")

        let none = try await run(["now", "--next-favorite"] + feedArguments)
        #expect(none.status == 0 && none.stdout.isEmpty, "no favorite: nothing for the bar")
        _ = try await run(["favorites", "add", "2", "--feed", feed.path, "--timezone", "UTC"])
        let favorites = try await run(["favorites", "--feed", feed.path, "--timezone", "UTC"])
        #expect(favorites.stdout.contains("Following Talk  [Saal 1]  (id 2)\n"), "day, time, room and title: \(favorites.stdout)")
        let bar = try await run(["now", "--next-favorite"] + feedArguments)
        #expect(bar.stdout == "in 1 min · Saal 1 · Following Talk\n", "\(bar.stdout)\(bar.stderr)")

        // The bar reads the small file the favorite's adding wrote while the favorites and the
        // feed's version are those it was read from: a title changed in the file is what it says.
        let data = workspace.url.appendingPathComponent("data/podium")
        let names = try FileManager.default.contentsOfDirectory(atPath: data.path)
        let next = data.appendingPathComponent(try #require(names.first { $0.hasSuffix("-next.json") }, "\(names)"))
        let written = try String(contentsOf: next, encoding: .utf8)
        #expect(written.contains("Following Talk"))
        try written.replacingOccurrences(of: "Following Talk", with: "Told By The File").write(to: next, atomically: true, encoding: .utf8)
        #expect(try await run(["now", "--next-favorite"] + feedArguments).stdout == "in 1 min · Saal 1 · Told By The File\n")
        // Starred or unstarred elsewhere (another favorite here), the stores are read again.
        _ = try await run(["favorites", "add", "1", "--feed", feed.path, "--timezone", "UTC"])
        #expect(try await run(["now", "--next-favorite"] + feedArguments).stdout == bar.stdout)

        let later = ISO8601DateFormatter().string(from: changeover.addingTimeInterval(5 * 60))
        let moved = try await run(["now", "--next-favorite", "--feed", feed.path, "--timezone", "UTC", "--at", later])
        #expect(moved.stdout == "now · Saal 1 · Following Talk (25 min left)\n", "\(moved.stdout)")
        let bad = try await run(["now", "--at", "25:99", "--feed", feed.path, "--timezone", "UTC"])
        #expect(bad.status == 1 && bad.stderr == "podium now: --at '25:99' is not a time: write HH:MM, YYYY-MM-DDTHH:MM or ISO 8601 with an offset\n")
        // A year no conference is in (0000 was read as year 1), and a width below the bar's.
        for year in ["0000-01-01T10:00", "0000-01-01T10:00:00Z", "12345-01-01T10:00"] {
            let ancient = try await run(["now", "--at", year, "--feed", feed.path, "--timezone", "UTC"])
            #expect(ancient.status == 1 && (ancient.stderr.contains("outside the years 1970–9999") || ancient.stderr.contains("is not a time")),
                    "\(year): \(ancient.stderr)")
        }
        let narrow = try await run(["now", "--next-favorite", "--width", "-1"] + feedArguments)
        #expect(narrow.status == 1 && narrow.stderr == "podium now: --width must be between 10 and 1000\n", "\(narrow.stderr)")
    }

    /// `--tmux`: a title's `#` is doubled, so tmux shows it instead of restyling the status line
    /// (`#[fg=red,blink]`) or expanding formats (`#{session_name} #H`) and commands (`#(…)`).
    @Test func theStatusLineForTmuxShowsATitlesHashesAsText() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-now-tmux")
        defer { workspace.remove() }
        let start = Date(timeIntervalSince1970: 1_799_577_000)
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        let title = "#[fg=red,blink]Owned #{session_name} #H #(touch /tmp/podium-tmux-ran)"
        let json: [String: Any] = [
            "sessions": [["id": "t", "title": title, "startsAt": format.string(from: start), "endsAt": format.string(from: start.addingTimeInterval(1_800)),
                          "roomId": 1, "speakers": [], "categoryItems": [], "isServiceSession": false, "isPlenumSession": false]],
            "rooms": [["id": 1, "name": "Saal #1", "sort": 1]], "speakers": [], "categories": [], "questions": [],
        ]
        let feed = workspace.url.appendingPathComponent("feed.json")
        try JSONSerialization.data(withJSONObject: json).write(to: feed)
        func run(_ arguments: [String]) async throws -> Subprocess.Outcome {
            try await Subprocess.run(["/usr/bin/env", "TZ=UTC", "XDG_DATA_HOME=\(workspace.url.appendingPathComponent("data").path)",
                                      "XDG_CONFIG_HOME=\(workspace.url.appendingPathComponent("config").path)", PodiumBinary.path] + arguments)
        }
        let arguments = ["--feed", feed.path, "--timezone", "UTC", "--at", ISO8601DateFormatter().string(from: start.addingTimeInterval(-600))]
        #expect(try await run(["sync", "--once", "--feed", feed.path, "--timezone", "UTC"]).status == 0)
        #expect(try await run(["favorites", "add", "t", "--feed", feed.path, "--timezone", "UTC"]).status == 0)
        let plain = try await run(["now", "--next-favorite", "--width", "200"] + arguments)
        #expect(plain.stdout == "in 10 min · Saal #1 · \(title)\n", "\(plain.output)")
        let forTmux = try await run(["now", "--next-favorite", "--tmux", "--width", "200"] + arguments)
        #expect(forTmux.stdout == "in 10 min · Saal ##1 · ##[fg=red,blink]Owned ##{session_name} ##H ##(touch /tmp/podium-tmux-ran)\n",
                "\(forTmux.output)")
    }
}
