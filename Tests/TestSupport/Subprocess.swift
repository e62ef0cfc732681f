#if canImport(Glibc)
import Glibc
#endif
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
    /// programs run at once than there are cores (see `offThePool`).
    public static func run(_ arguments: [String], in directory: URL? = nil) async throws -> Outcome {
        try await offThePool(holdingACore: true) { try runBlocking(arguments, in: directory) }
    }

    /// `arguments[0]` is found on PATH unless it is a path. With `directory`, the program
    /// starts there. Blocks the calling thread until the program ends.
    public static func run(_ arguments: [String], in directory: URL? = nil) throws -> Outcome {
        try runBlocking(arguments, in: directory)
    }

    private static func runBlocking(_ arguments: [String], in directory: URL?) throws -> Outcome {
        let files = try TemporaryDirectory(prefix: "podium-subprocess")
        defer { files.remove() }
        let outPath = files.url.appendingPathComponent("stdout").path
        let errPath = files.url.appendingPathComponent("stderr").path
        var argv = arguments
        if let directory {
            // posix_spawn_file_actions_addchdir_np is not imported into Swift here.
            argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + arguments
        }

        let pid = try spawn(argv, stdout: outPath, stderr: errPath)
        let (status, peak) = waitForExitMeasuring(pid)
        return Outcome(status: status,
                       stdout: (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? "",
                       stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? "",
                       peakResidentKilobytes: peak)
    }

    /// Starts `arguments` with standard input from /dev/null and output into these files.
    static func spawn(_ arguments: [String], stdout: String, stderr: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, cArguments, environ)
        guard spawned == 0 else { throw SpawnError(description: "cannot start \(arguments[0]): error \(spawned)") }
        return pid
    }

    /// Blocks until `pid` ends; its exit status, or 128 + the signal that ended it (as a shell says).
    static func waitForExit(_ pid: pid_t) -> Int32 {
        waitForExitMeasuring(pid).status
    }

    /// The exit status, and the child's own peak resident memory (not another child's).
    static func waitForExitMeasuring(_ pid: pid_t) -> (status: Int32, peakKilobytes: Int) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), Int(usage.ru_maxrss))
    }
}
