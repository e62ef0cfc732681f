import Foundation
import NotifierContract

/// `notify-send` from PATH (libnotify), which asks the desktop's notification server over D-Bus.
/// Feed text goes in as arguments after `--` (so a title starting with "-" is not an option), with
/// control characters and bidirectional overrides removed and `& < >` escaped (servers read a
/// little markup in the body). Without the program, or when it fails (no desktop session), false.
public struct NotifySend: DesktopNotifying {
    private let environment: [String: String]
    private let timeout: Duration

    /// `environment`: where PATH is read from (a test gives its own). `timeout`: how long a
    /// notification server may take before the attempt counts as failed.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: Duration = .seconds(5)) {
        self.environment = environment
        self.timeout = timeout
    }

    /// Whether there is a `notify-send` to ask.
    public var isAvailable: Bool { executable() != nil }

    public func notify(title: String, body: String) async -> Bool {
        guard let program = executable() else { return false }
        let process = Process()
        process.executableURL = program
        process.arguments = ["--app-name=Podium", "--", Self.plain(title), Self.markupSafe(body)]
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        let timeout = timeout
        return await withCheckedContinuation { continuation in
            process.terminationHandler = { finished in continuation.resume(returning: finished.terminationStatus == 0) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                return continuation.resume(returning: false)
            }
            // A server that never answers must not leave a process behind; the handler then reports failure.
            Task.detached {
                try? await Task.sleep(for: timeout)
                // SIGKILL: a parent that blocks SIGTERM (a test runner does) passes that on to its children.
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            }
        }
    }

    /// One line of text: controls become spaces, bidirectional overrides go.
    static func plain(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00..<0x20, 0x7F..<0xA0: result.append(" ")
            case 0x202A...0x202E, 0x2066...0x2069: continue
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    /// Plain text with the characters notification markup gives meaning to escaped.
    static func markupSafe(_ text: String) -> String {
        plain(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private func executable() -> URL? {
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let path = "\(directory)/notify-send"
            if FileManager.default.isExecutableFile(atPath: path) { return URL(fileURLWithPath: path) }
        }
        return nil
    }
}
