import ExternalOpenerContract
import Foundation

/// `xdg-open` from PATH, silenced (its messages would scribble over the screen). Links from a
/// feed must be http(s), so a feed cannot make it open a local file or run a handler; local
/// files go through `openFile`, which only the app's own code calls.
public struct XDGOpener: ExternalOpening {
    private let environment: [String: String]

    /// `environment`: where PATH is read from (a test gives its own).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    public func open(_ url: URL) async -> Bool {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return false }
        return await run(url)
    }

    public func openFile(_ file: URL) async -> Bool {
        guard file.isFileURL else { return false }
        return await run(file)
    }

    private func run(_ url: URL) async -> Bool {
        guard let program = executable(named: "xdg-open") else { return false }
        let process = Process()
        process.executableURL = program
        process.arguments = [url.absoluteString]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        return await withCheckedContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus == 0) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(returning: false)
            }
        }
    }

    private func executable(named name: String) -> URL? {
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        }
        return nil
    }
}
