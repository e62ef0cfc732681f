#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestHarness

/// terminal-demo under tmux, as a person uses it: scroll, filter, open and close a modal and an
/// alert, resize, quit — and the terminal is exactly as it was afterwards.
@Suite(.serialized) struct TerminalDemoEndToEndTests {
    static let demo = RepositoryPaths.products.appendingPathComponent("terminal-demo").path

    /// What a run showed, gathered while driving and asserted afterwards: the driving waits on
    /// tmux, so it runs on a thread of its own and leaves the shared pool to other tests.
    struct Seen: Sendable {
        var screens: [String: String] = [:]
        var statusLineRow: Int?
        var ending: TerminalRun.Ending?
        var counts: [String: Int] = [:]
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func personDrivesTheDemoAndTheTerminalIsRestored() async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-e2e")
        defer { workspace.remove() }
        let seen = try await offThePool { try Self.driveTheDemo(in: workspace) }

        let filtered = try #require(seen.screens["filtered"])
        #expect(filtered.contains("Row 04242"))
        #expect(!filtered.contains("Row 10000"))
        #expect(seen.statusLineRow == 29, "the status line is the 30th row")
        #expect(seen.screens["help"]?.contains("Open a modal sheet") == true)
        // Quit: the program exits 0 and the terminal settings are exactly restored.
        #expect(seen.ending?.exitStatus == "0\n")
        #expect(seen.ending?.sttyBefore == seen.ending?.sttyAfter)
        // Frames are coalesced: never one per key of a backlog (and the clock adds one a second).
        #expect(seen.counts["keys", default: 0] >= 60)
        #expect(seen.counts["frames", default: .max] < seen.counts["keys", default: 0] - 30, "\(seen.counts)")
    }

    static func driveTheDemo(in workspace: TemporaryDirectory) throws -> Seen {
        var seen = Seen()
        let statistics = workspace.url.appendingPathComponent("statistics").path
        let run = try TerminalRun("'\(Self.demo)'", in: workspace, width: 80, height: 24,
                                  environment: ["TERM": "xterm-256color", "PODIUM_TERMINAL_STATS": statistics])
        let session = run.session

        // The table: 10,000 rows, the first on screen, the status counting them.
        try session.waitFor("10000 of 10000 rows · row 1 ")
        try session.press("Down", "Down", "Down", "PageDown")
        try session.waitFor("· row 23 ")
        try session.press("End")
        try session.waitFor("Row 10000")

        // Async work reaches the screen with no key pressed: the clock ticks on. (Not "tick 2":
        // under a loaded machine the steps above can take longer than two ticks.)
        func tick(_ screen: String) -> Int? {
            screen.firstRange(of: /tick (\d+)/).flatMap { Int(screen[$0].dropFirst(5)) }
        }
        let ticked = try #require(tick(try session.screen()))
        try session.waitUntil("the clock to tick past \(ticked)") { (tick($0) ?? 0) > ticked }

        // A burst of keys is drawn in far fewer frames than keys.
        try session.press("Home")
        try session.waitFor("· row 1 ")
        try session.press(contentsOf: Array(repeating: "Down", count: 60))
        try session.waitFor("· row 61 ")

        // Filter as you type.
        try session.press("/")
        try session.type("4242")
        seen.screens["filtered"] = try session.waitFor("1 of 10000 rows")
        try session.pressEscape()

        // A modal sheet, closed with Esc.
        try session.press("m")
        try session.waitFor("┌─ Modal sheet")
        try session.pressEscape()
        try session.waitUntil("the sheet to close") { !$0.contains("Modal sheet") }

        // An alert: focus starts on OK, the default action; Enter chooses it.
        try session.press("a")
        try session.waitFor("[ Cancel ]  [ OK ]")
        try session.press("Enter")
        try session.waitFor("chose OK")

        // Resize: relayout at the new size; too small: the notice; back: the list again.
        try session.resize(width: 100, height: 30)
        let resized = try session.waitFor("100×30")
        seen.statusLineRow = resized.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("100×30") }
        try session.resize(width: 30, height: 8)
        try session.waitFor("terminal too small")
        try session.resize(width: 80, height: 24)
        try session.waitFor("80×24")

        // Help lists this screen's keys.
        try session.press("?")
        seen.screens["help"] = try session.waitFor("Keys — Demo")
        try session.pressEscape()

        try session.waitUntil("help to close") { !$0.contains("Keys — Demo") }
        try session.press("q")
        seen.ending = try run.waitForEnd()
        seen.counts = try Self.statistics(at: statistics)
        return seen
    }

    static func statistics(at path: String) throws -> [String: Int] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return Dictionary(uniqueKeysWithValues: text.split(whereSeparator: \.isWhitespace).compactMap { pair in
            let parts = pair.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
        })
    }

    /// SIGTERM, SIGHUP and SIGINT go through the run loop; SIGSEGV through the crash handler.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)),
          arguments: [SIGTERM, SIGHUP, SIGINT, SIGSEGV])
    func signalRestoresTheTerminal(_ signal: Int32) async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-e2e")
        defer { workspace.remove() }
        let ending = try await offThePool { () throws -> TerminalRun.Ending in
            let pidFile = workspace.url.appendingPathComponent("pid").path
            // In the foreground, so that standard input stays the terminal; the pid goes to a file.
            let run = try TerminalRun("sh -c 'echo $$ > \"\(pidFile)\"; exec \"\(Self.demo)\"'", in: workspace, width: 80, height: 24)
            try run.session.waitFor("10000 of 10000 rows")
            let pid = Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            if pid > 0 { kill(pid, signal) }
            return try run.waitForEnd("the program to stop")
        }
        #expect(ending.exitStatus == "\(128 + signal)\n")
        #expect(ending.sttyBefore == ending.sttyAfter)
    }

    /// Quitting works whatever the UI is doing: with the main thread stuck in a minute of work,
    /// Ctrl-C and SIGTERM still end the program at once, with the terminal put back.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)),
          arguments: ["C-c", "SIGTERM"])
    func quittingWorksWhileTheMainThreadIsBusy(_ how: String) async throws {
        let workspace = try TemporaryDirectory(prefix: "podium-e2e")
        defer { workspace.remove() }
        let (ending, seconds) = try await offThePool { () throws -> (TerminalRun.Ending, Double) in
            let pidFile = workspace.url.appendingPathComponent("pid").path
            let run = try TerminalRun("sh -c 'echo $$ > \"\(pidFile)\"; exec \"\(Self.demo)\"'", in: workspace, width: 80, height: 24)
            try run.session.waitFor("10000 of 10000 rows")
            try run.session.press("b")
            Thread.sleep(forTimeInterval: 0.5)   // well into the busy minute
            let start = Date()
            if how == "C-c" {
                try run.session.press("C-c")
            } else {
                let pid = Int32(try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
                if pid > 0 { kill(pid, SIGTERM) }
            }
            let ending = try run.waitForEnd("the program to stop")
            return (ending, Date().timeIntervalSince(start))
        }
        #expect(ending.exitStatus == (how == "C-c" ? "130\n" : "143\n"))
        #expect(ending.sttyBefore == ending.sttyAfter)
        #expect(seconds < 30, "it quit after \(seconds) s, not at the end of the busy minute")
    }

    @Test func refusesWithoutATerminal() async throws {
        let result = try await offThePool { try Subprocess.run([Self.demo]) }
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs an interactive terminal"))
    }
}
