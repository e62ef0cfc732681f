import Foundation
import TestHarness
import Testing

/// The real app under tmux, as a person uses it: on the bundled demo, find a speaker's session,
/// open it, favorite it, see it in My schedule, filter and clear; then on a file feed that
/// syncs every second, retime that session and watch the screens follow without a key.
@Suite(.serialized) struct AppEndToEndTests {
    static let podium = RepositoryPaths.products.appendingPathComponent("podium").path

    /// What a scenario saw, to assert on outside its thread.
    struct Seen: Sendable {
        var screens: [String: String] = [:]
        var ending: TerminalRun.Ending?
    }

    /// `noColor`: the selection marked with ">" in the text, as `NO_COLOR` marks it. Set either
    /// way: the tmux server takes the environment of the test run, whose own `NO_COLOR` would
    /// otherwise decide how the app draws.
    static func start(_ arguments: String, in workspace: TemporaryDirectory, width: Int = 100, height: Int = 30,
                      noColor: Bool = false) throws -> TerminalRun {
        try TerminalRun("'\(podium)' \(arguments)", in: workspace, width: width, height: height,
                        environment: ["TERM": "xterm-256color", "TZ": "Europe/London", "NO_COLOR": noColor ? "1" : "",
                                      "XDG_DATA_HOME": workspace.url.appendingPathComponent("data").path,
                                      "XDG_CONFIG_HOME": workspace.url.appendingPathComponent("config").path,
                                      "XDG_STATE_HOME": workspace.url.appendingPathComponent("state").path])
    }

    /// Search for a surname, open the first result, favorite it, come back.
    static func favoriteRossisLesson(_ session: TmuxSession, into seen: inout Seen) throws {
        try session.press("/")
        try session.type("Rossi")
        seen.screens["search"] = try session.waitUntil("the results") { $0.contains("search “Rossi”") && $0.contains("Monday 23 November") }
        try session.press("Enter")   // from the field to the results
        try session.press("Enter")   // open the first
        seen.screens["details"] = try session.waitFor("Ben Rossi  ›")
        try session.press("*")
        seen.screens["favorited"] = try session.waitFor("★ In My schedule")
        try session.press("c")
        seen.screens["calendar"] = try session.waitFor("Added to calendar")
        try session.pressEscape()    // closes the alert
        try session.waitUntil("the alert to close") { !$0.contains("Added to calendar") }
        try session.pressEscape()    // back to the results
        try session.waitFor("★ 10:00–10:55  Lessons from testing")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func onTheDemoAPersonFindsFavoritesAndFilters() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-app-e2e")
        defer { workspace.remove() }
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try Self.start(PodiumBinary.writtenDemo, in: workspace)
            let session = run.session
            seen.screens["agenda"] = try session.waitForFinishedSync("day 1 and a finished sync") { $0.contains("Mon 23 Nov") }
            try Self.favoriteRossisLesson(session, into: &seen)

            try session.press("4")
            seen.screens["mySchedule"] = try session.waitFor("Monday 23 November")
            try session.press("1")
            try session.pressEscape()    // ends the search
            try session.waitUntil("the search to end") { !$0.contains("search “Rossi”") }

            try session.press("f")
            seen.screens["filters"] = try session.waitFor("[ ] Language")
            try session.press("Space")   // the first track
            try session.press("Enter")
            seen.screens["filtered"] = try session.waitFor("Agenda — Language")
            try session.press("f")
            try session.waitFor("[x] Language")
            try session.press("c")
            try session.press("Enter")
            seen.screens["cleared"] = try session.waitUntil("the filter to clear") { !$0.contains("Agenda —") && $0.contains("Agenda") }

            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        #expect(seen.screens["agenda"]?.contains("1 Agenda") == true)
        #expect(seen.screens["search"]?.contains("Monday 23 November") == true)
        #expect(seen.screens["details"]?.contains("Monday 23 November · 10:00–10:55 (Europe/Berlin)") == true)
        #expect(seen.screens["details"]?.contains("09:00–09:55 your time (Europe/London)") == true)
        #expect(seen.screens["mySchedule"]?.contains("★ 10:00–10:55  Lessons from testing") == true)
        let data = workspace.url.appendingPathComponent("data/podium")
        let key = try PodiumBinary.writtenDemoKey
        let event = data.appendingPathComponent("exports/\(key)-700013.ics")
        // The path wraps between its folders: the file's name is whole on its line.
        #expect(seen.screens["calendar"]?.contains("/data/podium/exports/") == true && seen.screens["calendar"]?.contains("│ \(key)-700013.ics ") == true,
                "\(seen.screens["calendar"] ?? "")")
        #expect(try String(contentsOf: event, encoding: .utf8).contains("\r\nSUMMARY:Lessons from testing\r\n"))
        let subscribed = try String(contentsOf: data.appendingPathComponent("\(key)-my-schedule.ics"), encoding: .utf8)
        #expect(subscribed.contains("\r\nUID:700013.\(key)@podium\r\n"), "the favorite toggle rewrote the My-schedule calendar")
        #expect(seen.screens["filters"]?.contains("[ ] Language") == true)
        #expect(seen.screens["filtered"]?.contains("Language") == true)
        #expect(seen.ending?.exitStatus == "0\n")
        #expect(seen.ending?.sttyBefore == seen.ending?.sttyAfter, "quitting restores the terminal")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func aRetimedSessionAppearsWithoutAKeyAndMyScheduleListsTheChange() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-app-e2e")
        defer { workspace.remove() }
        let feed = workspace.url.appendingPathComponent("feed.json")
        try FileManager.default.copyItem(at: RepositoryPaths.root.appendingPathComponent("App/Resources/demo-schedule.json"), to: feed)
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try Self.start("--feed '\(feed.path)' --timezone Europe/Berlin --name 'Retime Conf' --sync-interval 1", in: workspace)
            let session = run.session
            try session.waitForFinishedSync("day 1 and a finished sync") { $0.contains("Mon 23 Nov") }
            try Self.favoriteRossisLesson(session, into: &seen)

            // The feed moves the session to 16:00; the search results follow by themselves.
            try Self.retime(feed, session: "700013", from: "2026-11-23T10:", to: "2026-11-23T16:")
            seen.screens["retimed"] = try session.waitFor("★ 16:00–16:55  Lessons from testing", timeout: .seconds(20))
            try session.press("4")
            seen.screens["mySchedule"] = try session.waitFor("Changed since you last looked")
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        #expect(seen.screens["mySchedule"]?.contains("“Lessons from testing” retimed to Mon 23 Nov 16:00–16:55") == true,
                "\(seen.screens["mySchedule"] ?? "")")
        #expect(seen.screens["mySchedule"]?.contains("⚠ retimed, was Mon 23 Nov 10:00–10:55") == true)
    }

    /// A frab XML conference added once opens by itself with `podium`, on its first day, at
    /// the times of its zone (the terminal's own zone is London).
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func anAddedFrabConferenceOpensOnItsFirstDay() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-app-e2e")
        defer { workspace.remove() }
        let feed = RepositoryPaths.root.appendingPathComponent("Tests/Fixtures/Schedules/tiny-congress.xml")
        let added = try await Subprocess.run(["/usr/bin/env", "XDG_CONFIG_HOME=\(workspace.url.appendingPathComponent("config").path)",
                                              "XDG_DATA_HOME=\(workspace.url.appendingPathComponent("data").path)",
                                              Self.podium, "add", feed.path])
        #expect(added.status == 0, "\(added.stderr)")
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try Self.start("", in: workspace)
            let session = run.session
            seen.screens["agenda"] = try session.waitUntil("the first day") { $0.contains("Fri 27 Dec") && $0.contains("Opening & Keynote") }
            try session.press("Enter")
            seen.screens["details"] = try session.waitFor("Why small is beautiful")
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        let agenda = seen.screens["agenda"] ?? ""
        #expect(agenda.contains("Fri 27 Dec") && agenda.contains("Sat 28 Dec"), "both programme days: \(agenda)")
        #expect(agenda.contains("11:00"), "the keynote at 11:00 Berlin time: \(agenda)")
        #expect(agenda.contains("00:30") && agenda.contains("Late night hacking"), "after midnight, still on day one: \(agenda)")
        #expect(seen.screens["details"]?.contains("Friday 27 December · 11:00–11:45 (Europe/Berlin)") == true, "\(seen.screens["details"] ?? "")")
        #expect(seen.ending?.exitStatus == "0\n")
    }

    /// The bundled demo as a first run meets it, on any day: its first day is on (a session
    /// in every room on Now & next), My schedule holds the picks it offers with the organisers'
    /// change of the day, and the news says it is a demo.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func theDemoIsOnWheneverItIsFirstOpened() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-app-e2e")
        defer { workspace.remove() }
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try Self.start("--no-notify", in: workspace, width: 110, height: 32)
            let session = run.session
            try session.waitForFinishedSync("the demo and a finished sync")
            try session.press("2")
            // Every room's line, not "Room 7" alone: the reminder banner names a room too.
            seen.screens["nowAndNext"] = try session.waitUntil("a session on in every room") { screen in
                screen.split(separator: "\n").filter { $0.contains(" now ") && $0.contains("left") }.count == 8
            }
            try session.press("4")
            seen.screens["mySchedule"] = try session.waitFor("Changed since you last looked")
            try session.press("6")
            seen.screens["news"] = try session.waitFor("This is Podium's demo conference")
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        let now = seen.screens["nowAndNext"] ?? ""
        let roomsOn = now.split(separator: "\n").filter { $0.contains(" now ") && $0.contains("left") }
        #expect(roomsOn.count == 8, "a session on in each of the 8 rooms: \(now)")
        #expect(!now.contains(" is over") && !now.contains("starts in"), "\(now)")
        #expect(seen.screens["mySchedule"]?.contains("“Rethinking offline-first apps” retimed to") == true, "\(seen.screens["mySchedule"] ?? "")")
        #expect(seen.ending?.exitStatus == "0\n")
    }

    /// Rewrites the feed atomically with one session's times moved.
    static func retime(_ feed: URL, session id: String, from old: String, to new: String) throws {
        let data = try Data(contentsOf: feed)
        struct NotInTheFeed: Error {}
        guard var json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              var sessions = json["sessions"] as? [[String: Any]],
              let index = sessions.firstIndex(where: { $0["id"] as? String == id }) else { throw NotInTheFeed() }
        for key in ["startsAt", "endsAt"] {
            sessions[index][key] = (sessions[index][key] as? String)?.replacingOccurrences(of: old, with: new)
        }
        json["sessions"] = sessions
        try JSONSerialization.data(withJSONObject: json).write(to: feed, options: .atomic)
    }
}
