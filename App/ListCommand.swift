import ArgumentParser
import ConferencesDataContract
import Entities
import FavoritesDataContract
import Formatting
import Foundation
import ScheduleDataContract

/// `podium list`: the conferences added, the current one marked, each with its format, zone,
/// dates, when it last synced, and which partners My schedule is synced with and when.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your conferences: name, format, zone, dates and last sync; * marks the current one.")

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @OptionGroup var storage: StorageOptions

    private static let voice = CommandVoice(command: "list")

    func run() async throws {
        try await Self.voice.failingInOneLine(list)
    }

    private func list() async throws {
        let environment = ProcessInfo.processInfo.environment
        let conferences = PersonFiles.conferences(environment)
        let list = try conferences.load()
        let dataDirectory = storage.dataDir ?? ConferenceSource.defaultDataDirectory(environment)
        var rows: [Row] = []
        for conference in list.conferences {
            rows.append(try await Row(conference, isCurrent: list.current?.store == conference.store, dataDirectory: dataDirectory))
        }
        if format == .json {
            print(try Self.json(rows))
        } else if rows.isEmpty {
            Self.voice.note("no conferences yet; add one with: podium add URL-or-FILE (podium opens the bundled demo meanwhile)")
        } else {
            Self.text(rows).forEach(CommandVoice.print)
        }
    }

    /// One conference as listed.
    struct Row {
        let conference: SavedConference
        let isCurrent: Bool
        let summary: ScheduleStoreSummary?
        /// The partners My schedule is synced with, and when each last agreed.
        let picks: [FavoritesSyncState]

        init(_ conference: SavedConference, isCurrent: Bool, dataDirectory: String) async throws {
            self.conference = conference
            self.isCurrent = isCurrent
            (summary, picks) = try await OpenedConference.listing(of: conference, in: dataDirectory)
        }

        var formatName: String { summary?.format?.displayName ?? "—" }
        var zoneName: String { (summary?.timeZone ?? conference.timeZone).map(\.shownName) ?? "—" }
        var dates: String {
            guard let first = summary?.days.first, let last = summary?.days.last else { return summary?.sessions == 0 ? "not published yet" : "—" }
            return ConferenceDates.range(first, last)
        }
        var lastSync: String { summary?.lastSync.map(Self.stamp) ?? "never" }
        /// "pretalx 2026-11-23 14:05", or "—" when My schedule stays on this device.
        var picksSynced: String {
            guard !picks.isEmpty else { return "—" }
            return picks.map { "\(ServerName.short($0.partner.name)) \($0.lastSynced.map(Self.stamp) ?? "not yet")" }.joined(separator: ", ")
        }

        /// "2026-11-23 14:05" on this machine's clock: the same in every locale, sorts as text.
        static func stamp(_ date: Date) -> String {
            let parts = Calendar.current.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            return String(format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0, parts.minute ?? 0)
        }
    }

    static func text(_ rows: [Row]) -> [String] {
        let header = ["", "NAME", "FORMAT", "ZONE", "DATES", "LAST SYNC", "MY SCHEDULE SYNCED WITH"]
        let cells = rows.map { [$0.isCurrent ? "*" : " ", $0.conference.name, $0.formatName, $0.zoneName, $0.dates, $0.lastSync, $0.picksSynced] }
        let widths = header.indices.map { column in ([header] + cells).map { $0[column].count }.max() ?? 0 }
        return ([header] + cells).map { row in
            let padded = row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
            var line = padded[0] + " " + padded.dropFirst().joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    static func json(_ rows: [Row]) throws -> String {
        let objects: [[String: Any]] = rows.map { row in
            var object: [String: Any] = [
                "name": row.conference.name, "feed": FeedOptions.shown(row.conference.feed), "store": row.conference.store,
                "current": row.isCurrent, "sessions": row.summary?.sessions ?? 0,
            ]
            object["format"] = row.summary?.format?.rawValue
            object["timeZone"] = (row.summary?.timeZone ?? row.conference.timeZone)?.shownName
            object["firstDay"] = row.summary?.days.first?.description
            object["lastDay"] = row.summary?.days.last?.description
            object["lastSync"] = row.summary?.lastSync.map { $0.formatted(.iso8601) }
            object["favoritesSyncedWith"] = row.picks.map { state -> [String: Any] in
                var partner: [String: Any] = ["partner": state.partner.name]
                partner["lastSynced"] = state.lastSynced.map { $0.formatted(.iso8601) }
                return partner
            }
            return object
        }
        return String(decoding: try JSONSerialization.data(withJSONObject: objects, options: [.prettyPrinted, .sortedKeys]), as: UTF8.self)
    }
}
