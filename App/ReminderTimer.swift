import ExternalPrograms
import Foundation

/// The systemd user timer (and its service) that runs `podium remind --once` every minute, and
/// the crontab line that does the same where there is no systemd user manager.
struct ReminderTimer {
    static let service = "podium-remind.service"
    static let timer = "podium-remind.timer"

    let environment: [String: String]
    /// The `podium` to run: this one, by its absolute path.
    let executable: String

    /// `$XDG_CONFIG_HOME/systemd/user`, else `~/.config/systemd/user`.
    var unitDirectory: URL {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return URL(fileURLWithPath: config).appendingPathComponent("systemd/user")
        }
        return URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".config/systemd/user")
    }

    /// The command the timer runs, its words quoted for systemd's ExecStart and for a shell.
    func command(minutes: Int?) -> String {
        ([executable, "remind", "--once"] + (minutes.map { ["--remind", String($0)] } ?? [])).map(Self.quoted).joined(separator: " ")
    }

    /// The folders the person chose (XDG_*), so the timer reads the same conferences as they do.
    private var chosenFolders: [(String, String)] {
        ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"].compactMap { name in
            environment[name].flatMap { $0.hasPrefix("/") ? (name, $0) : nil }
        }
    }

    func serviceUnit(minutes: Int?) -> String {
        var lines = [
            "[Unit]",
            "Description=Podium: desktop reminders of My schedule's sessions about to start",
            "",
            "[Service]",
            "Type=oneshot",
            "ExecStart=\(command(minutes: minutes))",
        ]
        lines += chosenFolders.map { "Environment=\(Self.quoted("\($0.0)=\($0.1)"))" }
        return lines.joined(separator: "\n") + "\n"
    }

    var timerUnit: String {
        """
        [Unit]
        Description=Podium: look for reminders every minute

        [Timer]
        OnCalendar=*-*-* *:*:00
        AccuracySec=1s

        [Install]
        WantedBy=timers.target

        """
    }

    /// What crontab runs instead: every minute, with the session bus notify-send speaks to.
    func crontabLine(minutes: Int?) -> String {
        let bus = environment["DBUS_SESSION_BUS_ADDRESS"] ?? "unix:path=/run/user/\(getuid())/bus"
        let folders = chosenFolders.map { "\($0.0)=\(Self.quoted($0.1)) " }.joined()
        return "* * * * * DBUS_SESSION_BUS_ADDRESS=\(Self.quoted(bus)) \(folders)\(command(minutes: minutes))"
    }

    /// A word as systemd and sh both read it back: as is when plain, else in double quotes.
    static func quoted(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-=:+,@".unicodeScalars.contains($0) }
        guard !plain || word.isEmpty else { return word }
        return "\"" + word.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "$", with: "\\$").replacingOccurrences(of: "`", with: "\\`") + "\""
    }

    // MARK: systemctl

    /// `systemctl --user ARGUMENTS`: its exit status and what it printed; nil without systemctl.
    func systemctl(_ arguments: [String]) -> (status: Int32, output: String)? {
        guard let program = ProgramRunner(environment: environment).find("systemctl") else { return nil }
        let process = Process()
        process.executableURL = program
        process.arguments = ["--user"] + arguments
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return nil }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Whether a systemd user manager answers (not inside most containers, nor over a bare ssh).
    var hasUserManager: Bool { systemctl(["show-environment"])?.status == 0 }
}
