#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestSupport

/// terminal-demo under tmux, as a person uses it: scroll, filter, open and close a modal and an
/// alert, resize, quit — and the terminal is exactly as it was afterwards.
@Suite(.serialized) struct TerminalDemoEndToEndTests {
    static let demo = RepositoryPaths.products.appendingPathComponent("terminal-demo").path

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(2)))
    func personDrivesTheDemoAndTheTerminalIsRestored() throws {
        let workspace = try TemporaryDirectory(prefix: "podium-e2e")
        defer { workspace.remove() }
        let before = workspace.url.appendingPathComponent("stty-before").path
        let after = workspace.url.appendingPathComponent("stty-after").path
        let status = workspace.url.appendingPathComponent("status").path
        let statistics = workspace.url.appendingPathComponent("statistics").path
        let session = try TmuxSession(
            command: "stty -a > '\(before)'; '\(Self.demo)'; echo $? > '\(status)'; stty -a > '\(after).partial' && mv '\(after).partial' '\(after)'; sleep 60",
            width: 80, height: 24, environment: ["TERM": "xterm-256color", "PODIUM_TERMINAL_STATS": statistics])

        // The table: 10,000 rows, the first on screen, the status counting them.
        try session.waitFor("10000 of 10000 rows · row 1 ")
        try session.press("Down", "Down", "Down", "PageDown")
        try session.waitFor("· row 23 ")
        try session.press("End")
        try session.waitFor("Row 10000")

        // Async work reaches the screen with no key pressed: the clock ticks.
        try session.waitFor("tick 2")

        // A burst of keys is drawn in far fewer frames than keys.
        try session.press("Home")
        try session.waitFor("· row 1 ")
        try session.press(contentsOf: Array(repeating: "Down", count: 60))
        try session.waitFor("· row 61 ")

        // Filter as you type.
        try session.press("/")
        try session.type("4242")
        var screen = try session.waitFor("1 of 10000 rows")
        #expect(screen.contains("Row 04242"))
        #expect(!screen.contains("Row 10000"))
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
        screen = try session.waitFor("100×30")
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.firstIndex { $0.contains("100×30") } == 29, "the status line is the 30th row")
        try session.resize(width: 30, height: 8)
        try session.waitFor("terminal too small")
        try session.resize(width: 80, height: 24)
        try session.waitFor("80×24")

        // Help lists this screen's keys.
        try session.press("?")
        screen = try session.waitFor("Keys — Demo")
        #expect(screen.contains("Open a modal sheet"))
        try session.pressEscape()

        // Quit; the program exits 0 and the terminal settings are exactly restored.
        try session.waitUntil("help to close") { !$0.contains("Keys — Demo") }
        try session.press("q")
        try session.waitUntil("the program to exit") { _ in FileManager.default.fileExists(atPath: after) }
        #expect(try String(contentsOfFile: status, encoding: .utf8) == "0\n")
        #expect(try String(contentsOfFile: before, encoding: .utf8) == String(contentsOfFile: after, encoding: .utf8))

        // Frames are coalesced: never one per key of a backlog (and the clock adds one a second).
        let counts = try Self.statistics(at: statistics)
        #expect(counts["keys"]! >= 60)
        #expect(counts["frames"]! < counts["keys"]! - 30, "\(counts)")
    }

    static func statistics(at path: String) throws -> [String: Int] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return Dictionary(uniqueKeysWithValues: text.split(whereSeparator: \.isWhitespace).compactMap { pair in
            let parts = pair.split(separator: "=")
            return parts.count == 2 ? (String(parts[0]), Int(parts[1]) ?? 0) : nil
        })
    }

    /// SIGTERM, SIGHUP and SIGINT go through the run loop; SIGSEGV through the crash handler.
    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(1)),
          arguments: [SIGTERM, SIGHUP, SIGINT, SIGSEGV])
    func signalRestoresTheTerminal(_ signal: Int32) throws {
        let workspace = try TemporaryDirectory(prefix: "podium-e2e")
        defer { workspace.remove() }
        let before = workspace.url.appendingPathComponent("stty-before").path
        let after = workspace.url.appendingPathComponent("stty-after").path
        let status = workspace.url.appendingPathComponent("status").path
        let pidFile = workspace.url.appendingPathComponent("pid").path
        // In the foreground, so that standard input stays the terminal; the pid goes to a file.
        let session = try TmuxSession(
            // `after` appears whole (renamed into place), never half-written while we read it.
            command: "stty -a > '\(before)'; sh -c 'echo $$ > \"\(pidFile)\"; exec \"\(Self.demo)\"'; echo $? > '\(status)'; stty -a > '\(after).partial' && mv '\(after).partial' '\(after)'; sleep 60",
            width: 80, height: 24)
        try session.waitFor("10000 of 10000 rows")
        let pid = try #require(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, signal) == 0)
        try session.waitUntil("the program to stop") { _ in FileManager.default.fileExists(atPath: after) }
        #expect(try String(contentsOfFile: status, encoding: .utf8) == "\(128 + signal)\n")
        #expect(try String(contentsOfFile: before, encoding: .utf8) == String(contentsOfFile: after, encoding: .utf8))
    }

    @Test func refusesWithoutATerminal() throws {
        let result = try Subprocess.run([Self.demo])
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs an interactive terminal"))
    }
}
