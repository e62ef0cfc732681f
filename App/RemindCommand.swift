import ArgumentParser
import Foundation
import Reminding
import Synchronization

/// `podium remind --once`: the reminders of every conference you added, when Podium is closed.
/// A desktop notification for each favorite starting within the conference's `remind` minutes,
/// once per session and start time between this command, its other runs and the app (the
/// record is kept with each conference's favorites). `podium reminders install` runs it every
/// minute from a systemd user timer.
struct RemindCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remind",
        abstract: "Notify the desktop of favorites about to start, in every conference you added (what the reminder timer runs).")

    @Flag(help: "Look once and exit (what a timer runs); without it, look every minute until stopped.")
    var once = false

    @Option(name: .customLong("remind"), parsing: .unconditional, help: ArgumentHelp(
        "Minutes before a favorite starts to remind, for every conference; 0: never. Default: each conference's `remind` setting, else 5.",
        valueName: "minutes"))
    var reminderMinutes: Int?

    @Option(help: "Where the local stores live. Default: $XDG_DATA_HOME/podium (~/.local/share/podium).")
    var dataDir: String?

    @Option(help: ArgumentHelp("Another moment than now: what would be reminded then (ISO 8601 with an offset, or YYYY-MM-DDTHH:MM at each venue); with --once.",
                               valueName: "time"))
    var at: String?

    private static let voice = CommandVoice(command: "remind")

    func validate() throws {
        if let reminderMinutes { try SettingChecks.reminderMinutes(reminderMinutes) }
        if at != nil, !once { throw ValidationError("--at goes with --once") }
    }

    func run() async throws {
        try await Self.voice.failingInOneLine {
            let environment = ProcessInfo.processInfo.environment
            guard let notifier = DesktopNotifications.notifier(environment) else {
                throw CommandFailure("there is no notify-send on PATH (Debian: libnotify-bin), so reminders cannot reach the desktop")
            }
            _ = try MomentArgument.instant(at, in: .gmt)   // a time that cannot be read is refused before anything is given
            let folder = dataDir ?? ConferenceSource.defaultDataDirectory(environment)
            // Each conference looked at keeps its status bar's file current after the round
            // (a reminder given is written beside the favorites).
            let looked = Mutex<[UpcomingFavoritesKeeper]>([])
            let round = ReminderRound(conferences: PersonFiles.conferences(environment), notifier: notifier) { saved in
                guard let opened = try OpenedConference.reminding(saved, in: folder) else { return nil }
                looked.withLock { $0.append(opened.upcomingFavorites) }
                return ReminderStores(schedule: opened.store, favorites: opened.favorites)
            }
            while true {
                let outcome = try await round.remind(minutes: reminderMinutes) { zone in try MomentArgument.instant(at, in: zone) }
                for keeper in looked.withLock({ list in defer { list.removeAll() }; return list }) { _ = try? await keeper.refresh() }
                outcome.problems.forEach(Self.voice.note)
                outcome.given.forEach(CommandVoice.print)
                Reminding.noteRun(environment)
                if once { return }
                try await Task.sleep(for: .seconds(60 - Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 60)))
            }
        }
    }
}

/// When `remind` last looked, kept for `podium reminders status`.
enum Reminding {
    /// When `remind` last looked, for `podium reminders status`.
    static func lastRunFile(_ environment: [String: String]) -> URL {
        URL(fileURLWithPath: PodiumCommand.logDirectory(environment)).appendingPathComponent("remind-last-run")
    }

    static func noteRun(_ environment: [String: String]) {
        let file = lastRunFile(environment)
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(ISO8601DateFormatter().string(from: Date()).utf8).write(to: file, options: .atomic)
    }
}
