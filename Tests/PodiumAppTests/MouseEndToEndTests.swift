import Foundation
import TestHarness
import Testing

/// The mouse on a real terminal (tmux, sent the reports a terminal sends): a click on a tab, a
/// day and a row, the wheel on a list; reporting asked for while Podium runs and turned off
/// again however it ends, so a click in the shell afterwards types nothing.
@Suite(.serialized) struct MouseEndToEndTests {
    struct Seen: Sendable {
        var screens: [String: String] = [:]
        var flags: [String: String] = [:]
        var ending: TerminalRun.Ending?
    }

    /// The column where `text` starts on line `line` of the screen.
    static func column(of text: String, in screen: String, line: Int) -> Int? {
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.indices.contains(line), let range = lines[line].range(of: text) else { return nil }
        return lines[line].distance(from: lines[line].startIndex, to: range.lowerBound)
    }

    /// The line the `>` marker is on.
    static func markedLine(_ screen: String) -> String? {
        screen.split(separator: "\n").first { $0.hasPrefix("> ") }.map(String.init)
    }

    static let flags = "#{mouse_standard_flag}#{mouse_sgr_flag}"

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func clicksAndTheWheelDoWhatTheKeysDo() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-mouse-e2e")
        defer { workspace.remove() }
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            let run = try KeysAndLookEndToEndTests.start(in: workspace, noColor: "1", config: nil)
            let session = run.session
            let agenda = try session.waitUntil("the agenda") { $0.contains("[Mon 23 Nov]") && $0.contains("08:15") }
            seen.flags["running"] = try session.format(Self.flags)

            let grid = try #require(Self.column(of: "3 Grid", in: agenda, line: 0))
            try session.click(x: grid + 2, y: 0)
            seen.screens["grid"] = try session.waitUntil("the grid") { $0.hasPrefix(" 1 Agenda  ") && $0.contains("[3 Grid]") }
            try session.click(x: 2, y: 0)
            try session.waitFor("[1 Agenda]")

            let tuesday = try #require(Self.column(of: "Tue 24 Nov", in: agenda, line: 3))
            try session.click(x: tuesday + 1, y: 3)
            seen.screens["tuesday"] = try session.waitFor("[Tue 24 Nov]")
            let monday = try #require(Self.column(of: "Mon 23 Nov", in: seen.screens["tuesday"] ?? "", line: 3))
            try session.click(x: monday + 1, y: 3)
            // The strip changes first; the day's sessions are read after it.
            let back = try session.waitUntil("Monday's sessions") { $0.contains("[Mon 23 Nov]") && $0.contains("Lessons from testing") }

            seen.screens["before wheel"] = back
            try session.wheel(down: true, x: 10, y: 10)
            try session.wheel(down: true, x: 10, y: 10)
            seen.screens["after wheel"] = try session.waitUntil("the highlight to move") { Self.markedLine($0) != Self.markedLine(back) }

            let lines = back.split(separator: "\n", omittingEmptySubsequences: false)
            let row = try #require(lines.firstIndex { $0.contains("Lessons from testing") })
            try session.click(x: 20, y: row)
            seen.screens["details"] = try session.waitFor("Monday 23 November · 10:00–10:55")
            try session.pressEscape()
            try session.waitFor("[Mon 23 Nov]")
            try session.press("q")
            seen.ending = try run.waitForEnd("the app to exit")
            seen.flags["after q"] = try session.format(Self.flags)
            return seen
        }
        #expect(seen.flags["running"] == "11", "clicks asked for, as SGR reports")
        #expect(seen.flags["after q"] == "00", "and no longer after quitting")
        #expect(seen.screens["grid"]?.contains("[3 Grid]") == true)
        #expect(Self.markedLine(seen.screens["after wheel"] ?? "") != Self.markedLine(seen.screens["before wheel"] ?? ""))
        #expect(seen.ending?.exitStatus == "0\n")
        #expect(seen.ending?.sttyBefore == seen.ending?.sttyAfter, "the terminal as it was")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func reportingStopsOnCtrlCAndIsNeverAskedForWhenTurnedOff() async throws {
        let seen = try await offThePool { () throws -> Seen in
            var seen = Seen()
            for (name, config) in [("ctrl-c", nil), ("off", "mouse = false\n")] {
                let workspace = try TemporaryDirectory(prefix: "podium-mouse-e2e")
                defer { workspace.remove() }
                let run = try KeysAndLookEndToEndTests.start(in: workspace, noColor: "", config: config)
                try run.session.waitUntil("the agenda") { $0.contains("Mon 23 Nov") && $0.contains("08:15") }
                seen.flags[name + " running"] = try run.session.format(Self.flags)
                try run.session.press("C-c")
                seen.ending = try run.waitForEnd("the app to exit")
                seen.flags[name + " after"] = try run.session.format(Self.flags)
            }
            return seen
        }
        #expect(seen.flags["ctrl-c running"] == "11" && seen.flags["ctrl-c after"] == "00", "\(seen.flags)")
        #expect(seen.flags["off running"] == "00" && seen.flags["off after"] == "00", "mouse = false leaves clicks to the terminal: \(seen.flags)")
    }
}
