import ExternalPrograms
import Foundation

/// Runs a command to completion and captures what it printed.
struct ProcessResult: Sendable {
    let status: Int32
    let stdout: Data
    let stderr: String
}

enum ProcessRunner {
    /// Output goes to temporary files rather than pipes, so a chatty child can never block on a
    /// full pipe while we wait for it. Started and waited for by `ChildProcess`: Foundation's
    /// `Process.waitUntilExit`, with the audit run inside the test runner (two imports read at
    /// once), left its children unreaped and the whole run waiting (docs/facts.md).
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("podium-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout").path
        let errPath = scratch.appendingPathComponent("stderr").path

        let pid: pid_t
        do {
            pid = try ChildProcess.spawn([executable] + arguments, in: directory, stdout: outPath, stderr: errPath)
        } catch {
            throw AuditFailure("cannot run \(executable): \(error)")
        }
        let status = ChildProcess.wait(pid).status
        return ProcessResult(
            status: status,
            stdout: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(),
            stderr: (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        )
    }
}
