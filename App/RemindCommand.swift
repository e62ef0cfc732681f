import ArgumentParser
import ConferencesLocalDataManager
import Entities
import FavoritesDataContract
import Formatting
import Foundation
import Notifier
import NotifierContract
import ScheduleDataContract
import ScheduleLocalDataManager

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
            let notifier = NotifySend(environment: environment)
            guard notifier.isAvailable else {
                throw CommandFailure("there is no notify-send on PATH (Debian: libnotify-bin), so reminders cannot reach the desktop")
            }
            _ = try MomentArgument.instant(at, in: .gmt)   // a time that cannot be read is refused before anything is given
            while true {
                let given = try await Reminding.remindOnce(environment: environment, dataDirectory: dataDir, minutes: reminderMinutes,
                                                           notifier: notifier, at: at, voice: Self.voice)
                given.forEach(CommandVoice.print)
                Reminding.noteRun(environment)
                if once { return }
                try await Task.sleep(for: .seconds(60 - Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 60)))
            }
        }
    }
}

/// One look at every conference for reminders due.
enum Reminding {
    /// Reminds of what is due now (or at `moment`); returns a line per reminder given. A conference whose
    /// store cannot be read is said on standard error and the others still remind.
    static func remindOnce(environment: [String: String], dataDirectory: String?, minutes: Int?, notifier: any DesktopNotifying,
                           at moment: String?, voice: CommandVoice) async throws -> [String] {
        let list = try ConferencesLocalDataManager.forPerson(environment).load()
        let folder = dataDirectory ?? ConferenceSource.defaultDataDirectory(environment)
        var given: [String] = []
        for saved in list.conferences {
            let lead = minutes ?? saved.reminderMinutes ?? SavedConference.defaultReminderMinutes
            // `notify = false`: this conference's reminders stay in the app.
            guard lead > 0, saved.desktopNotifications != false else { continue }
            let path = ConferenceSource.storePath(saved.store, in: folder)
            guard FileManager.default.fileExists(atPath: path) else { continue }   // never synced: no favorites to remind of
            do {
                let opened = try OpenedConference(source: ConferenceSource(saved: saved, dataDirectory: folder))
                guard let conference = try await opened.store.conference() else { continue }
                given += try await remind(opened.store, favorites: opened.favorites, conference: conference, name: saved.name, lead: TimeInterval(lead * 60), notifier: notifier,
                                          now: try MomentArgument.instant(moment, in: conference.timeZone))
            } catch {
                voice.note("\(saved.name): \(error)")
            }
        }
        return given
    }

    static func remind(_ store: any ScheduleLocalDataManaging, favorites: any FavoritesReading & ReminderClaiming & ReminderReleasing,
                       conference: Conference, name: String, lead: TimeInterval, notifier: any DesktopNotifying, now: Date) async throws -> [String] {
        let ids = try await favorites.favoriteSessionIDs()
        guard !ids.isEmpty else { return [] }
        let clock = ConferenceClock(timeZone: conference.timeZone)
        var given: [String] = []
        let due = try await store.sessions(ids: Array(ids)).filter { session in
            session.startsAt.map { Reminder.isDue(startingAt: $0, now: now, lead: lead) } ?? false
        }
        for session in due {
            let start = session.startsAt!
            // Claimed first: of this run, another run and the app, one notifies.
            guard try await favorites.claimReminder(sessionID: session.id, startsAt: start, at: now) else { continue }
            let minutes = max(1, Int((start.timeIntervalSince(now) / 60).rounded()))
            let body = ([clock.time(start)] + [session.room?.name].compactMap { $0 } + [name]).joined(separator: " · ")
            let shown = await notifier.notify(title: "In \(minutes) min: \(session.title)", body: body)
            // Not shown: the claim is taken back, so the next minute's run tries again while it is due.
            if !shown { try? await favorites.releaseReminder(sessionID: session.id, startsAt: start) }
            given.append("\(name): in \(minutes) min: \(session.title)" + (shown ? "" : " (the desktop did not show it; tried again next minute)"))
        }
        return given
    }

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
