import Foundation

/// A program running in a detached tmux session of a given size, driven as a person would:
/// keys in, screen out. Each session has a tmux server of its own, so tests run side by side
/// and never touch anyone's own sessions.
public final class TmuxSession: @unchecked Sendable {
    public struct Timeout: Error, CustomStringConvertible {
        public let waitingFor: String
        public let screen: String
        /// The waits before this one and how long each took: under a loaded test run the step
        /// that was slow is rarely the one that ran out.
        public var steps: [String] = []
        public var description: String {
            let before = steps.isEmpty ? "" : "; the waits before: \(steps.joined(separator: ", "))"
            return "timed out waiting for \(waitingFor)\(before); the screen was:\n\(screen)"
        }
    }

    private let socket = "podium-test-\(UUID().uuidString.prefix(8))"
    public let name = "main"
    private let started = ContinuousClock.now
    /// "what 1.2 s" for each wait that ended, only touched by the thread that drives the session.
    private var steps: [String] = []
    /// The tmux server's process, set once it is asked (after the session starts).
    private var server: pid_t?

    public static var isAvailable: Bool {
        (try? Subprocess.run(["tmux", "-V"]).status) == 0
    }

    /// Starts `command` (run by `sh -c`) in a session of `width` × `height` cells.
    public init(command: String, width: Int, height: Int, environment: [String: String] = [:]) throws {
        let exports = environment.sorted { $0.key < $1.key }.map { "export \($0.key)='\($0.value)';" }.joined(separator: " ")
        try tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "\(exports) \(command)"])
        try tmux(["set-option", "-t", name, "window-size", "manual"])
        // Killed, the server hangs up its panes and the program in them ends.
        server = pid_t(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
        if let server { LeftAtExit.shared.add(server, named: "tmux") }
    }


    deinit {
        _ = try? tmux(["kill-server"])
        server.map(LeftAtExit.shared.remove)
    }

    /// tmux key names: "Down", "Enter", "Escape", "PageDown", "C-c", "q"…
    public func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Sends many keys in one go, as a burst a program must coalesce.
    public func press(contentsOf keys: [String]) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// Presses Esc and pauses: a program tells a lone Esc from the start of a key sequence
    /// (Alt-x arrives as Esc x) by the pause after it, as a person's typing has.
    public func pressEscape() throws {
        try press("Escape")
        Thread.sleep(forTimeInterval: 0.15)
    }

    /// Types `text` literally.
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// A left click at a cell (0-based), as a terminal reports it to a program that asked for
    /// SGR mouse reports; `wheel` turns the wheel there instead (down when true).
    public func click(x: Int, y: Int) throws {
        try type("\u{1B}[<0;\(x + 1);\(y + 1)M\u{1B}[<0;\(x + 1);\(y + 1)m")
    }

    public func wheel(down: Bool, x: Int, y: Int) throws {
        try type("\u{1B}[<\(down ? 65 : 64);\(x + 1);\(y + 1)M")
    }

    /// What tmux knows of the pane: `#{mouse_sgr_flag}` is 1 while the program asks for SGR
    /// mouse reports.
    public func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The screen, one line per row.
    public func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", name])
    }

    /// Waits until `text` is on screen; returns the screen.
    @discardableResult
    public func waitFor(_ text: String, timeout: Duration? = nil) throws -> String {
        try waitUntil(text.debugDescription, timeout: timeout) { $0.contains(text) }
    }

    /// How long a program just started may take to finish its first sync: when a full test run
    /// begins, dozens of programs and servers start at once on two cores (CI once took more than
    /// the default ten seconds).
    public static let launchTimeout: Duration = .seconds(120)

    /// How long a wait given no timeout lasts, for a tmux session or a pseudo-terminal: the first
    /// one waits for the program to start, and a loaded run once took that past ten seconds (the
    /// demo still syncing after 11.8 s, so a test that looked for its agenda failed); each later
    /// one waits `later`, for an answer.
    public static func patience(waitsBefore: Int, later: Duration = .seconds(10)) -> Duration {
        waitsBefore == 0 ? launchTimeout : later
    }

    /// Whether the status bar says a sync finished: "synced 12:04", not "not synced yet" nor
    /// "offline · last synced 12:04".
    public static func showsFinishedSync(_ screen: String) -> Bool {
        screen.split(separator: "\n").contains { $0.contains(#/^\s*synced \d{2}:\d{2}/#) }
    }

    /// Waits for a finished sync (and `condition`) after a start; returns the screen.
    @discardableResult
    public func waitForFinishedSync(_ what: String = "a finished sync", timeout: Duration = launchTimeout,
                                    _ condition: (String) -> Bool = { _ in true }) throws -> String {
        try waitUntil(what, timeout: timeout) { Self.showsFinishedSync($0) && condition($0) }
    }

    /// Waits until the screen satisfies `condition`; returns the screen. The pause between looks
    /// grows from 20 to 200 ms: each look starts a tmux client, and a dozen sessions looking every
    /// 50 ms were a load of their own at the start of a full test run.
    /// Without a `timeout`, see `patience(waitsBefore:)`.
    @discardableResult
    public func waitUntil(_ what: String, timeout: Duration? = nil, _ condition: (String) -> Bool) throws -> String {
        let start = ContinuousClock.now
        let deadline = start + (timeout ?? Self.patience(waitsBefore: steps.count))
        var last = ""
        var pause = 0.02
        while ContinuousClock.now < deadline {
            last = (try? screen()) ?? last
            if condition(last) {
                steps.append("\(what) \(Self.seconds(ContinuousClock.now - start))")
                return last
            }
            Thread.sleep(forTimeInterval: pause)
            pause = min(pause * 1.5, 0.2)
        }
        var timeout = Timeout(waitingFor: what, screen: last)
        timeout.steps = steps + ["(\(Self.seconds(ContinuousClock.now - started)) since the start)"]
        throw timeout
    }

    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.1f s", Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        // Each is a moment's work; a minute is a tmux that hangs, and the test says so.
        let result = try Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments, timeLimit: .seconds(60))
        guard result.status == 0 else {
            throw Timeout(waitingFor: "tmux \(arguments.joined(separator: " ")) (exit \(result.status))", screen: result.output)
        }
        return result.output
    }
}
