import ArgumentParser
import Entities
import Formatting
import ScheduleDataContract
import Foundation
import SynchronizerContract

/// `podium sync --once`: one sync without the terminal UI, one summary line.
struct SyncCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync",
        abstract: "Fetch the conference's feed once into the local store and print one summary line.",
        discussion: "On failure the typed error goes to standard error, the exit status is 1, and the store is left exactly as it was.")

    @OptionGroup var feedOptions: FeedOptions
    private static let voice = CommandVoice(command: "sync")

    @Flag(help: "Sync once and exit (the interactive app syncs every minute by itself).")
    var once = false

    @Flag(help: "Apply the feed even if it removes most of the schedule (held back otherwise, as a likely publishing slip).")
    var acceptShrink = false

    func validate() throws {
        guard once else { throw ValidationError("podium sync needs --once; the interactive app syncs every minute on its own") }
    }

    func run() async throws {
        try await Self.voice.failingInOneLine(sync)
    }

    private func sync() async throws {
        let opened = try await OpenedConference.opening(try ConferenceSource(feedOptions), voice: Self.voice)
        // "synced: not modified" over a store that cannot record it would say a sync happened.
        if let unwritable = opened.unwritable { throw CommandFailure("not synced: \(unwritable)") }
        // Another sync of the same conference (the app, a script) is waited for: this one then
        // finds the store up to date rather than failing on a locked database.
        let synchronizer = try await opened.makeSynchronizer(prompting: isatty(STDIN_FILENO) == 1,
                                                            lockWait: opened.source.timeout * 3 + .seconds(10))
        // What a saved conference's zone means was said when it was added (`podium list` shows
        // the zone): a sync says only what it found.
        let result = await SyncSummary.runOnce(synchronizer, name: opened.source.name, acceptingShrink: acceptShrink,
                                               sayingZone: opened.source.saved == nil)
        result.warnings.forEach(Self.voice.note)
        // Whatever the sync wrote (a new version, a favorite from another device, "last synced"),
        // the status bar's next favorite is read again from it.
        _ = try? await opened.upcomingFavorites.refresh()
        switch result.verdict {
        case .success(let line):
            CommandVoice.print(line)
            Self.reportFavorites(await synchronizer.status().favorites)
            // The subscribable My-schedule calendar follows whatever the sync moved.
            do {
                try await opened.makeMyScheduleCalendar().publish()
            } catch {
                Self.voice.note("the schedule synced, but \(error)")
            }
        case .skipped(let message):
            Self.voice.note(message)
        case .failure(let message):
            Self.voice.note(message)
            // My schedule's partners are exchanged with whatever the feed did.
            Self.reportFavorites(await synchronizer.status().favorites)
            throw ExitCode(1)
        }
    }
}

extension SyncCommand {
    /// My schedule's exchange with each sync partner: a line when it happened, a note when it
    /// failed, nothing for a partner not signed in to (favorites then stay on this device).
    static func reportFavorites(_ partners: [FavoritesSyncStatus]) {
        for favorites in partners where favorites.isSignedIn {
            if favorites.heldBack, let why = favorites.lastError {
                voice.note("My schedule: \(why)")
            } else if let error = favorites.lastError {
                voice.note("My schedule not synced with \(favorites.partner): \(error); your choices are kept here and sent next time")
            } else if favorites.lastSuccess != nil {
                CommandVoice.print("favorites with \(ServerName.short(favorites.partner)): \(favorites.sent) sent, \(favorites.changedHere) changed here")
            }
        }
    }
}

/// One sync and the lines that report it.
enum SyncSummary {
    enum Verdict: Equatable {
        case success(String)
        case skipped(String)
        case failure(String)
    }

    struct Result: Equatable {
        let verdict: Verdict
        /// What the feed had wrong but could drop, one line each (at most `warningLimit`, then a count).
        let warnings: [String]
    }

    static let warningLimit = 10

    /// "warning: …" lines, the first `warningLimit`, then how many more.
    static func lines(for warnings: [String]) -> [String] {
        var lines = warnings.prefix(warningLimit).map { "warning: \($0)" }
        if warnings.count > warningLimit { lines.append("and \(warnings.count - warningLimit) more warnings") }
        return lines
    }

    /// `sayingZone`: whether the warnings about what the feed's zone means are said (by `add`,
    /// and by a run of a feed never added), or left out (every sync of a saved conference).
    static func runOnce(_ synchronizer: any Synchronizing, name: String, acceptingShrink: Bool = false, sayingZone: Bool = true) async -> Result {
        switch await synchronizer.syncNow(acceptingShrink: acceptingShrink) {
        case .failed(let message):
            return Result(verdict: .failure(message), warnings: [])
        case .skipped(let message):
            return Result(verdict: .skipped(message), warnings: [])
        case .heldBack(let shrink):
            let when = shrink.appliesAt.map { " (applied by itself from \($0.formatted(date: .abbreviated, time: .shortened)) if the feed still says so)" } ?? ""
            return Result(verdict: .failure("held back: \(shrink); nothing was applied\(when). If the conference really dropped them, "
                                            + "run: podium sync --once --accept-shrink"), warnings: [])
        case .notModified:
            return Result(verdict: .success("synced \(name): not modified"), warnings: [])
        case .updated(let counts, let warnings):
            return Result(verdict: .success("synced \(name): \(counts.sessions) sessions, \(counts.speakers) speakers, \(counts.rooms) rooms, "
                                            + "\(counts.categories) categories, \(counts.news) news, \(counts.changes) changes"),
                          warnings: lines(for: sayingZone ? warnings : warnings.filter { !$0.hasPrefix(FeedWarning.zonePath + ":") }))
        }
    }
}
