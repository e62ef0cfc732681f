import ArgumentParser
import Entities
import ExternalPrograms
import Files
import Foundation

/// `podium reminders install|status|uninstall`: reminders when Podium is closed, from a systemd
/// user timer that runs `podium remind --once` every minute.
struct RemindersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminders",
        abstract: "Desktop reminders when Podium is closed: a systemd user timer running `podium remind --once` every minute.",
        subcommands: [RemindersInstallCommand.self, RemindersStatusCommand.self, RemindersUninstallCommand.self],
        defaultSubcommand: RemindersStatusCommand.self)

    static func timer(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> ReminderTimer {
        ReminderTimer(environment: environment, executable: executablePath())
    }

    /// This program's absolute path (a timer runs it with no PATH of the person's).
    static func executablePath() -> String {
        let link = "/proc/self/exe"
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: link) { return resolved }
        return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    }
}

struct RemindersInstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install and start the reminder timer (without systemd: print the crontab line to add).")

    @Option(name: .customLong("remind"), parsing: .unconditional, help: ArgumentHelp(
        "Minutes before a favorite starts, for every conference. Default: each conference's `remind` setting, else 5.", valueName: "minutes"))
    var reminderMinutes: Int?

    @Flag(help: "Only write the unit files (to enable later with `systemctl --user enable --now podium-remind.timer`).")
    var unitsOnly = false

    private static let voice = CommandVoice(command: "reminders install")

    func validate() throws {
        if let reminderMinutes { try SettingChecks.reminderMinutes(reminderMinutes) }
    }

    func run() async throws {
        try await Self.voice.failingInOneLine {
            let timer = RemindersCommand.timer()
            guard unitsOnly || timer.hasUserManager else {
                guard let line = timer.crontabLine(minutes: reminderMinutes) else {
                    throw CommandFailure("no systemd user manager answers here, and a crontab line cannot hold a folder name with a line break "
                                         + "(XDG_DATA_HOME, XDG_CONFIG_HOME, XDG_STATE_HOME or podium's own path): rename the folder")
                }
                // Nothing is installed: said on standard error, the line alone on standard output
                // (to paste or to pipe), and a failing status so a script knows.
                Self.voice.note("nothing was installed: no systemd user manager answers here; add this line with crontab -e instead")
                CommandVoice.print(line)
                throw ExitCode(1)
            }
            let folder = timer.unitDirectory
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try AtomicFile.write(Data(timer.serviceUnit(minutes: reminderMinutes).utf8), to: folder.appendingPathComponent(ReminderTimer.service))
                try AtomicFile.write(Data(timer.timerUnit.utf8), to: folder.appendingPathComponent(ReminderTimer.timer))
            } catch {
                throw CommandFailure("cannot write the timer's units in \(folder.path): \(error)")
            }
            if unitsOnly {
                CommandVoice.print("Wrote \(ReminderTimer.timer) and \(ReminderTimer.service) in \(folder.path); "
                                   + "`systemctl --user enable --now \(ReminderTimer.timer)` starts it.")
                return
            }
            for arguments in [["daemon-reload"], ["enable", "--now", ReminderTimer.timer]] {
                if let (status, output) = timer.systemctl(arguments), status != 0 {
                    throw CommandFailure("systemctl --user \(arguments.joined(separator: " ")) failed: \(output)")
                }
            }
            CommandVoice.print("Installed \(ReminderTimer.timer) in \(folder.path): every minute it runs \(timer.command(minutes: reminderMinutes))")
            CommandVoice.print("`podium reminders status` says how it is doing; `podium reminders uninstall` removes it.")
        }
    }
}

struct RemindersStatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "status", abstract: "Whether the reminder timer is installed and running, and when it last looked.")

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let timer = RemindersCommand.timer(environment)
        let unit = timer.unitDirectory.appendingPathComponent(ReminderTimer.timer)
        if FileManager.default.fileExists(atPath: unit.path) {
            let enabled = timer.systemctl(["is-enabled", ReminderTimer.timer])?.output ?? "unknown (no systemctl)"
            let active = timer.systemctl(["is-active", ReminderTimer.timer])?.output ?? "unknown"
            CommandVoice.print("timer: installed (\(unit.path)), \(enabled), \(active)")
        } else {
            CommandVoice.print("timer: not installed (podium reminders install sets it up)")
        }
        let lastRun = (try? String(contentsOf: Reminding.lastRunFile(environment), encoding: .utf8)) ?? "never"
        CommandVoice.print("last looked: \(lastRun)")
        CommandVoice.print("notify-send: " + (ProgramRunner(environment: environment).find("notify-send")?.path ?? "missing (Debian: libnotify-bin)"))
    }
}

struct RemindersUninstallCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "uninstall", abstract: "Stop and remove the reminder timer.")

    private static let voice = CommandVoice(command: "reminders uninstall")

    func run() async throws {
        try await Self.voice.failingInOneLine {
            let timer = RemindersCommand.timer()
            let files = [ReminderTimer.timer, ReminderTimer.service].map { timer.unitDirectory.appendingPathComponent($0) }
            guard files.contains(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                CommandVoice.print("The reminder timer is not installed; a crontab line, if you added one, is removed with `crontab -e`.")
                return
            }
            _ = timer.systemctl(["disable", "--now", ReminderTimer.timer])
            for file in files where FileManager.default.fileExists(atPath: file.path) {
                do { try FileManager.default.removeItem(at: file) } catch { throw CommandFailure("cannot remove \(file.path): \(error)") }
            }
            _ = timer.systemctl(["daemon-reload"])
            CommandVoice.print("Removed \(ReminderTimer.timer) and \(ReminderTimer.service).")
        }
    }
}
