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

    private func words(minutes: Int?) -> [String] {
        [executable, "remind", "--once"] + (minutes.map { ["--remind", String($0)] } ?? [])
    }

    /// The command the timer runs, as a person reads it (and a shell would).
    func command(minutes: Int?) -> String {
        words(minutes: minutes).map { CrontabQuoting.word($0) ?? $0.debugDescription }.joined(separator: " ")
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
            "ExecStart=" + words(minutes: minutes).map(UnitFileQuoting.word).joined(separator: " "),
        ]
        lines += chosenFolders.map { "Environment=" + UnitFileQuoting.assignment(name: $0.0, value: $0.1) }
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

    /// What crontab runs instead: every minute, with the session bus notify-send speaks to. Nil
    /// when a word holds a line break, which no crontab line can (cron ends the line there).
    func crontabLine(minutes: Int?) -> String? {
        let bus = environment["DBUS_SESSION_BUS_ADDRESS"] ?? "unix:path=/run/user/\(getuid())/bus"
        let assignments = [("DBUS_SESSION_BUS_ADDRESS", bus)] + chosenFolders
        var parts: [String] = []
        for (name, value) in assignments {
            guard let quoted = CrontabQuoting.word(value) else { return nil }
            parts.append("\(name)=\(quoted)")
        }
        for word in words(minutes: minutes) {
            guard let quoted = CrontabQuoting.word(word) else { return nil }
            parts.append(quoted)
        }
        return "* * * * * " + parts.joined(separator: " ")
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
