import Foundation
import TestHarness
import Testing

/// The person's `config.toml` on a real terminal (tmux): a rebound key does the action and `?`
/// shows it; `mono` and `NO_COLOR` mark the selection in the text itself, which is what a
/// screen reader — and `capture-pane` — reads.
@Suite(.serialized) struct KeysAndLookEndToEndTests {
    struct Seen: Sendable {
        var screens: [String: String] = [:]
        var ending: TerminalRun.Ending?
    }

    static func start(in workspace: TemporaryDirectory, noColor: String, config: String?) throws -> TerminalRun {
        let folder = workspace.url.appendingPathComponent("config/podium")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("config.toml")
        if let config { try Data(config.utf8).write(to: file) } else { try? FileManager.default.removeItem(at: file) }
        return try TerminalRun("'\(AppEndToEndTests.podium)' \(PodiumBinary.writtenDemo)", in: workspace, width: 100, height: 30,
                               environment: ["TERM": "xterm-256color", "TZ": "Europe/London", "NO_COLOR": noColor,
                                             "XDG_DATA_HOME": workspace.url.appendingPathComponent("data").path,
                                             "XDG_CONFIG_HOME": workspace.url.appendingPathComponent("config").path,
                                             "XDG_STATE_HOME": workspace.url.appendingPathComponent("state").path])
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func aReboundKeyWorksAndShowsInHelpAndMonoMarksTheSelection() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-keys-e2e")
        defer { workspace.remove() }
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try Self.start(in: workspace, noColor: "", config: "theme = \"mono\"\n\n[keys]\nfavorite = \"F\"\nhelp = [\"?\", \"F1\"]\n")
            let session = run.session
            seen.screens["agenda"] = try session.waitForFinishedSync("the agenda") { $0.contains("Mon 23 Nov") }
            try session.press("/")
            try session.type("Rossi")
            try session.waitUntil("the results") { $0.contains("search “Rossi”") && $0.contains("Lessons from testing") }
            try session.press("Enter")   // from the field to the results
            try session.press("*")
            seen.screens["star"] = try session.screen()
            try session.press("F")
            seen.screens["favorited"] = try session.waitFor("★ 10:00–10:55  Lessons from testing")
            try session.press("F1")
            // The whole sheet, to its bottom edge: tmux may capture a frame still being written.
            seen.screens["help"] = try session.waitUntil("the keys sheet drawn whole") { $0.contains("Keys — Agenda") && $0.contains("┘") }
            try session.pressEscape()
            try session.waitUntil("help to close") { !$0.contains("Keys — Agenda") }
            try session.pressEscape()    // ends the search
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            return seen
        }
        let agenda = seen.screens["agenda"] ?? ""
        #expect(agenda.hasPrefix("[1 Agenda]  2 Now & next"), "the chosen tab in brackets: \(agenda)")
        #expect(agenda.contains("[Mon 23 Nov]  Tue 24 Nov"), "the chosen day in brackets: \(agenda)")
        #expect(agenda.split(separator: "\n").contains { $0.hasPrefix("> ") }, "the chosen row marked: \(agenda)")
        #expect(seen.screens["star"]?.contains("★ 10:00–10:55  Lessons from testing") == false, "* no longer favorites")
        let help = seen.screens["help"] ?? ""
        #expect(help.contains("F  ") && help.contains("Add to or remove from My schedule") && help.contains("favorite"), "\(help)")
        #expect(help.contains("?/F1"), "help's own keys as bound: \(help)")
        #expect(seen.ending?.exitStatus == "0\n")
        #expect(seen.ending?.sttyBefore == seen.ending?.sttyAfter, "quitting restores the terminal")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func noColorMarksTheSelectionAndAColourTerminalDoesNot() async throws {
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            for (name, noColor) in [("noColor", "1"), ("colour", "")] {
                let workspace = try TemporaryDirectory(prefix: "podium-look-e2e")
                defer { workspace.remove() }
                let run = try Self.start(in: workspace, noColor: noColor, config: nil)
                seen.screens[name] = try run.session.waitUntil("the agenda") { $0.contains("Mon 23 Nov") && $0.contains("08:15") }
                try run.session.press("q")
                seen.ending = try run.waitForEnd("the app to exit")
            }
            let workspace = try TemporaryDirectory(prefix: "podium-look-e2e")
            defer { workspace.remove() }
            let broken = try Self.start(in: workspace, noColor: "", config: "[keys]\nfavorite = \"j\"\n")
            seen.ending = try broken.waitForEnd("the refusal")
            seen.screens["broken"] = try broken.session.screen()
            return seen
        }
        let noColor = seen.screens["noColor"] ?? ""
        #expect(noColor.hasPrefix("[1 Agenda]") && noColor.split(separator: "\n").contains { $0.hasPrefix("> ") }, "\(noColor)")
        let colour = seen.screens["colour"] ?? ""
        #expect(colour.hasPrefix(" 1 Agenda ") && !colour.split(separator: "\n").contains { $0.hasPrefix("> ") }, "\(colour)")
        // The line is as long as the path: the terminal wraps it.
        let broken = (seen.screens["broken"] ?? "").replacingOccurrences(of: "\n", with: "")
        #expect(broken.contains("config.toml line 2:") && broken.contains("favorite: j is already down's key"),
                "one line with the file and line: \(broken)")
        #expect(seen.ending?.exitStatus == "1\n")
    }
}
