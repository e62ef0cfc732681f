import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A program run to its end the one way that is safe inside any process, a test runner's
/// included: started with `posix_spawn` (input from /dev/null, output into files, so a chatty
/// child never blocks on a full pipe) and waited for with a blocking `wait4`. Foundation's
/// `Process.waitUntilExit` spins a run loop and, in the test runner, left children unreaped and
/// whole runs waiting (docs/facts.md).
public enum ChildProcess {
    public struct SpawnError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// Starts `arguments` (the program found on PATH unless it is a path), in `directory` when
    /// one is given, with standard output and error into these files.
    public static func spawn(_ arguments: [String], in directory: String? = nil, stdout: String, stderr: String) throws -> pid_t {
        var argv = arguments
        if let directory {
            // posix_spawn_file_actions_addchdir_np is not imported into Swift here.
            argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + arguments
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, argv[0], &actions, nil, cArguments, environ)
        guard spawned == 0 else { throw SpawnError(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        return pid
    }

    /// Blocks until `pid` ends: its exit status, or 128 + the signal that ended it (as a shell
    /// says), and the child's own peak resident memory.
    public static func wait(_ pid: pid_t) -> (status: Int32, peakKilobytes: Int) {
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        return ((status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F), Int(usage.ru_maxrss))
    }
}
