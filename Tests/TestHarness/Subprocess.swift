#if canImport(Glibc)
import Glibc
#endif
import ExternalPrograms
import Foundation

/// Runs a program to its end and captures what it printed: the one way tests start processes.
///
/// posix_spawn and a blocking waitpid, with output through files: Foundation's Process was
/// seen to leave a child unreaped inside the test runner, and a daemon a child starts (the
/// tmux server) would keep a pipe open forever. Standard input is /dev/null, so the child
/// never sees a terminal.
public enum Subprocess {
    public struct Outcome: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        /// The most memory the program held at once (its peak resident set, from wait4).
        public let peakResidentKilobytes: Int

        /// Both streams, as a person at a terminal would have seen them (stdout first).
        public var output: String { stdout + stderr }
    }

    public struct SpawnError: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// From an async test: the wait happens on a thread of its own, so a long build or audit
    /// does not hold one of the few threads every async test in the run shares, and no more
    /// programs run at once than there are cores (see `offThePool`). A build or a copy's own
    /// tests say `holding: .minutes`.
    public static func run(_ arguments: [String], in directory: URL? = nil, timeLimit: Duration? = nil,
                           holding use: CoreUse = .seconds) async throws -> Outcome {
        try await offThePool(holding: use) { try runBlocking(arguments, in: directory, timeLimit: timeLimit) }
    }

    /// `arguments[0]` is found on PATH unless it is a path. With `directory`, the program
    /// starts there. Blocks the calling thread until the program ends — or, with `timeLimit`,
    /// kills it then and throws, naming it: a test that would hang says where instead.
    public static func run(_ arguments: [String], in directory: URL? = nil, timeLimit: Duration? = nil) throws -> Outcome {
        try runBlocking(arguments, in: directory, timeLimit: timeLimit)
    }

    private static func runBlocking(_ arguments: [String], in directory: URL?, timeLimit: Duration?) throws -> Outcome {
        let files = try TemporaryDirectory(prefix: "podium-subprocess")
        defer { files.remove() }
        let outPath = files.url.appendingPathComponent("stdout").path
        let errPath = files.url.appendingPathComponent("stderr").path
        let pid = try spawn(arguments, in: directory?.path, stdout: outPath, stderr: errPath)
        let killed = timeLimit.map { Watchdog.waitOrKill(pid, within: $0) } ?? false
        let (status, peak) = waitForExitMeasuring(pid)
        if killed, let timeLimit {
            throw SpawnError(description: "`\(arguments.joined(separator: " "))` did not end within \(timeLimit) and was killed")
        }
        return Outcome(status: status,
                       stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                       stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
                       peakResidentKilobytes: peak)
    }

    /// Starts `arguments` with standard input from /dev/null and output into these files
    /// (`ChildProcess`, which the audit uses too).
    static func spawn(_ arguments: [String], in directory: String? = nil, stdout: String, stderr: String) throws -> pid_t {
        do {
            return try ChildProcess.spawn(arguments, in: directory, stdout: stdout, stderr: stderr)
        } catch let error as ChildProcess.SpawnError {
            throw SpawnError(description: error.description)
        }
    }

    /// Blocks until `pid` ends; its exit status, or 128 + the signal that ended it (as a shell says).
    static func waitForExit(_ pid: pid_t) -> Int32 {
        ChildProcess.wait(pid).status
    }

    /// The exit status, and the child's own peak resident memory (not another child's).
    static func waitForExitMeasuring(_ pid: pid_t) -> (status: Int32, peakKilobytes: Int) {
        ChildProcess.wait(pid)
    }
}
