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
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        startingClean(&attributes)
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawnp(&pid, argv[0], &actions, &attributes, cArguments, environ)
        guard spawned == 0 else { throw SpawnError(description: "cannot start \(arguments[0]): \(String(cString: strerror(spawned)))") }
        return pid
    }

    /// Sets `attributes` so the child starts with no signal blocked and the usual ones at their
    /// default action, whatever the spawning thread had (`flags`: any others to set). A child
    /// inherits its parent's blocked signals: a test runner blocks SIGTERM, so `tmux kill-server`
    /// (tmux's server sends itself SIGTERM) did nothing and every tmux server of the end-to-end
    /// tests outlived its test.
    public static func startingClean(_ attributes: inout posix_spawnattr_t, flags: Int32 = 0) {
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGPIPE, SIGCHLD, SIGUSR1, SIGUSR2] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(flags | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
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
