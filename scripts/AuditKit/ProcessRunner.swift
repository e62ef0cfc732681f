import Foundation

/// Runs a command to completion and captures what it printed.
struct ProcessResult: Sendable {
    let status: Int32
    let stdout: Data
    let stderr: String
}

enum ProcessRunner {
    /// Output goes to temporary files rather than pipes, so a chatty child can never block on a
    /// full pipe while we wait for it.
    static func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> ProcessResult {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("podium-audit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil),
              FileManager.default.createFile(atPath: errURL.path, contents: nil) else {
            throw AuditFailure("cannot create temporary files in \(scratch.path)")
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw AuditFailure("cannot run \(executable): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        try out.close()
        try err.close()
        return ProcessResult(
            status: process.terminationStatus,
            stdout: (try? Data(contentsOf: outURL)) ?? Data(),
            stderr: (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
        )
    }
}
