import Foundation

/// Runs a desktop program found on PATH (`xdg-open`, `notify-send`) the one way the app does:
/// no input, its output silenced (it would scribble over the screen), and only whether it
/// succeeded comes back. A program that does not finish within `timeout` is killed and counts
/// as failed, so no child outlives its purpose.
public struct ProgramRunner: Sendable {
    private let environment: [String: String]

    /// `environment`: where PATH is read from (a test gives its own).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// The program called `name` in a folder of PATH (`/usr/bin:/bin` when there is none).
    public func find(_ name: String) -> URL? {
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        }
        return nil
    }

    /// Runs `name` with `arguments`; true when it was found and exited with status 0.
    public func run(_ name: String, _ arguments: [String], timeout: Duration? = nil) async -> Bool {
        guard let program = find(name) else { return false }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return await withCheckedContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus == 0) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                return continuation.resume(returning: false)
            }
            guard let timeout else { return }
            Task.detached {
                try? await Task.sleep(for: timeout)
                // SIGKILL: a parent that blocks SIGTERM (a test runner does) passes that on to its children.
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
    }
}
