import ExternalPrograms
import Foundation
import NotifierContract

/// `notify-send` from PATH (libnotify), which asks the desktop's notification server over D-Bus.
/// Feed text goes in as arguments after `--` (so a title starting with "-" is not an option), with
/// control characters and bidirectional overrides removed and `& < >` escaped (servers read a
/// little markup in the body). Without the program, or when it fails (no desktop session), false.
public struct NotifySend: DesktopNotifying {
    private let programs: ProgramRunner
    private let timeout: Duration

    /// `environment`: where PATH is read from (a test gives its own). `timeout`: how long a
    /// notification server may take before the attempt counts as failed.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment, timeout: Duration = .seconds(5)) {
        programs = ProgramRunner(environment: environment)
        self.timeout = timeout
    }

    /// Whether there is a `notify-send` to ask.
    public var isAvailable: Bool { programs.find("notify-send") != nil }

    /// A server that never answers must not leave a process behind: it is killed after `timeout`.
    public func notify(title: String, body: String) async -> Bool {
        await programs.run("notify-send", ["--app-name=Podium", "--", Self.plain(title), Self.markupSafe(body)], timeout: timeout)
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
}
