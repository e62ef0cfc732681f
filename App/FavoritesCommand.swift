import ArgumentParser
import Entities
import Formatting
import Foundation
import ScheduleDataContract
import TerminalUI

/// `podium favorites`: My schedule from the command line. Adding and removing are the same
/// choices as `*` in the app: kept here at once, and sent to the conference's server by the next
/// sync when signed in (`podium login`), so they reach the person's other devices.
struct FavoritesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "favorites",
        abstract: "List My schedule, or add and remove sessions (synced to your other devices when signed in).",
        subcommands: [FavoritesListCommand.self, FavoritesAddCommand.self, FavoritesRemoveCommand.self],
        defaultSubcommand: FavoritesListCommand.self)
}

struct FavoritesListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "The sessions in My schedule, in time order.")

    @OptionGroup var feedOptions: FeedOptions
    @Option(help: "text or json.")
    var format: OutputFormat = .text
    private static let voice = CommandVoice(command: "favorites")

    func run() async throws {
        try await Self.voice.failingInOneLine {
            let opened = try await OpenedConference.opening(try ConferenceSource(feedOptions), voice: Self.voice)
            let store = opened.store
            let favorites = try await opened.favorites.favorites()
            let sessions = try await store.sessions(ids: favorites.map(\.sessionID))
            let known = Set(sessions.map(\.id))
            // A favorite whose session left the feed stays in My schedule, shown as it last was.
            let removed = favorites.filter { !known.contains($0.sessionID) }
            if format == .json {
                print(try SessionListing.json(sessions, removed: removed), terminator: "")
                return
            }
            // Day, time, room and title, as `podium sessions` prints them, with the id to remove one
            // by, and the clashes My schedule flags.
            let conference = try await store.conference()
            if let conference {
                print(SessionListing.text(SessionListing.byDay(sessions, conference: conference), conference: conference, flaggingOverlaps: true),
                      terminator: "")
            }
            if !removed.isEmpty { CommandVoice.print("No longer in the schedule") }
            let clock = conference.map { ConferenceClock(timeZone: $0.timeZone) }
            for favorite in removed { CommandVoice.print(Sanitizer.clean(Self.line(for: favorite, clock: clock))) }
        }
    }
}

extension FavoritesListCommand {
    /// "  Sat 20 Apr 09:00–09:45  Cancelled talk  [Main Hall]  — no longer in the schedule  (id g)".
    static func line(for favorite: Favorite, clock: ConferenceClock?) -> String {
        guard let known = favorite.lastKnown else { return "  (id \(favorite.sessionID)) — no longer in the schedule" }
        var line = "  "
        if let start = known.startsAt, let clock { line += clock.dayAndTimeRange(from: start, to: known.endsAt) + "  " }
        line += known.title
        if let room = known.roomName { line += "  [\(room)]" }
        return line + "  — no longer in the schedule  (id \(favorite.sessionID))"
    }
}

struct FavoritesAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add sessions to My schedule, by id (podium sessions --format json lists them).")

    @OptionGroup var feedOptions: FeedOptions
    @Argument(help: "Session ids.")
    var sessionIDs: [String]

    func run() async throws {
        try await FavoriteChoosing.choose(sessionIDs, isFavorite: true, options: feedOptions, voice: CommandVoice(command: "favorites add"))
    }
}

struct FavoritesRemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take sessions out of My schedule, by id.")

    @OptionGroup var feedOptions: FeedOptions
    @Argument(help: "Session ids.")
    var sessionIDs: [String]

    func run() async throws {
        try await FavoriteChoosing.choose(sessionIDs, isFavorite: false, options: feedOptions, voice: CommandVoice(command: "favorites remove"))
    }
}

/// Adding and removing alike: a session the schedule does not have can only be removed (a
/// favorite whose session left the feed), never added by a typing slip. The My-schedule
/// calendar follows in the same step, as the app keeps it: it is what a damaged favorites
/// store is rebuilt from, and a stale one would bring back a removed favorite and lose added ones.
enum FavoriteChoosing {
    static func choose(_ ids: [String], isFavorite: Bool, options: FeedOptions, voice: CommandVoice) async throws {
        try await voice.failingInOneLine {
            let opened = try await OpenedConference.opening(try ConferenceSource(options), voice: voice)
            let store = opened.store
            if isFavorite {
                let known = Set(try await store.sessions(ids: ids).map(\.id))
                if let unknown = ids.first(where: { !known.contains($0) }) {
                    throw CommandFailure("there is no session '\(unknown)' in the schedule (podium sessions --format json lists the ids)")
                }
            }
            let now = Date()
            for id in ids { try await opened.favorites.setFavorite(id, isFavorite, at: now) }
            // The status bar's next favorite follows at once.
            _ = try? await opened.upcomingFavorites.refresh(at: now)
            do {
                try await opened.makeMyScheduleCalendar().publish()
            } catch {
                throw CommandFailure("the choice is kept, but the My-schedule calendar could not be written: \(error)")
            }
        }
    }
}
