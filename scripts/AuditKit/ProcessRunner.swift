import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs a command to completion and captures what it printed.
struct ProcessResult: Sendable {
    let status: Int32
    let stdout: Data
    let stderr: String
}

enum ProcessRunner {
    /// Output goes to temporary files rather than pipes, so a chatty child can never block on a
    /// full pipe while we wait for it. Started with posix_spawn and waited for with a blocking
    /// waitpid: Foundation's `Process.waitUntilExit` spins a run loop, and with the audit run
    /// inside the test runner (two imports read at once) it left its children unreaped and the
    /// whole run waiting (docs/facts.md).
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("podium-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path

        var argv = [executable] + arguments
        if let directory {
            // posix_spawn_file_actions_addchdir_np is not imported into Swift here.
            argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory] + argv
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, argv[0], &actions, nil, cArguments, environ)
        guard spawned == 0 else {
            throw AuditFailure("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return ProcessResult(
            // The exit status, or 128 + the signal that ended it, as a shell says.
            status: (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            stdout: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(),
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        )
    }
}
