import Foundation

/// A program run in tmux between two `stty -a` snapshots, its exit status kept: what every
/// end-to-end test needs to show the terminal is exactly as it was after the program ends,
/// however it ends.
public struct TerminalRun: Sendable {
    public struct Ending: Sendable, Equatable {
        /// As the shell wrote it: "0\n", "143\n"…
        public let exitStatus: String
        public let sttyBefore: String
        public let sttyAfter: String
    }

    public let session: TmuxSession
    private let before, after, status: String

    /// Runs `command` (a shell command line) in a `width` × `height` session; the snapshots and
    /// the status are files in `workspace`. The `after` snapshot appears whole (renamed into
    /// place), never half-written while a test reads it.
    public init(_ command: String, in workspace: TemporaryDirectory, width: Int, height: Int,
                environment: [String: String] = [:]) throws {
        before = workspace.url.appendingPathComponent("stty-before").path
        after = workspace.url.appendingPathComponent("stty-after").path
        status = workspace.url.appendingPathComponent("status").path
        // The shell outlives a Ctrl-C meant for its program, as an interactive one does: a trap
        // (not an ignore, which the program would inherit) lets it write the status after.
        session = try TmuxSession(
            command: "trap : INT QUIT; stty -a > '\(before)'; \(command); echo $? > '\(status)'; stty -a > '\(after).partial' && mv '\(after).partial' '\(after)'; sleep 60",
            width: width, height: height, environment: environment)
    }

    /// Waits for the program to end, then reads how it ended.
    public func waitForEnd(_ what: String = "the program to exit") throws -> Ending {
        try session.waitUntil(what) { _ in FileManager.default.fileExists(atPath: after) }
        return Ending(exitStatus: try String(contentsOfFile: status, encoding: .utf8),
                      sttyBefore: try String(contentsOfFile: before, encoding: .utf8),
                      sttyAfter: try String(contentsOfFile: after, encoding: .utf8))
    }
}
