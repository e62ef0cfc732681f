import ArgumentParser
import Entities
import Formatting
import Foundation
import ScheduleDataContract
import TerminalUI

/// `podium sessions`: the sessions of the local store, for scripts and for checking a sync.
struct SessionsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sessions",
        abstract: "List sessions from the local store of a feed (synced first when the store is empty).")

    @OptionGroup var feedOptions: FeedOptions
    private static let voice = CommandVoice(command: "sessions")

    @Option(parsing: .unconditional, help: "Only this conference day (1 is the first).")
    var day: Int?

    @Option(help: "Only sessions matching this text (titles, descriptions, speakers), best first.")
    var search: String?

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    func run() async throws {
        try await Self.voice.failingInOneLine(list)
    }

    private func list() async throws {
        let opened = try await OpenedConference.opening(try ConferenceSource(feedOptions), voice: Self.voice)
        let conference = try await opened.conferenceSyncingFirst(saying: Self.voice)
        let groups = try await SessionListing.load(from: opened.store, conference: conference, day: day, search: search)
        print(format == .json ? try SessionListing.json(groups.flatMap(\.sessions)) : SessionListing.text(groups, conference: conference),
              terminator: "")
    }
}

/// Loads and formats sessions for the command line.
enum SessionListing {
    struct DayGroup {
        let title: String
        let sessions: [Session]
    }

    /// The day's sessions (every day's when `day` is nil), or those matching `search`; a day the
    /// conference does not have is a failure naming how many it has.
    static func load(from store: any ScheduleLocalDataManaging, conference: Conference, day: Int?, search: String?) async throws -> [DayGroup] {
        if let search {
            return [DayGroup(title: "Matching \"\(search)\"", sessions: try await store.search(search, limit: 200))]
        }
        var days = Array(conference.days.enumerated())
        if let day {
            guard day >= 1, day <= conference.days.count else {   // not `day - 1`: Int.min would trap
                throw CommandFailure("there is no day \(day); the conference has \(conference.days.count) days")
            }
            days = [days[day - 1]]
        }
        var groups: [DayGroup] = []
        let clock = ConferenceClock(timeZone: conference.timeZone)
        for (index, date) in days {
            groups.append(DayGroup(title: "Day \(index + 1) · \(clock.longName(of: date))", sessions: try await store.sessions(on: date, matching: .all)))
        }
        return groups
    }

    /// One line per session, under a heading per day, sanitised exactly as the UI draws text:
    /// escape sequences from the feed are shown, never obeyed. Each line ends with the session's
    /// id (what `podium favorites add` and `remove` take). `flaggingOverlaps`: a session that
    /// clashes with another listed says so on a line under it, as My schedule does.
    static func text(_ groups: [DayGroup], conference: Conference, flaggingOverlaps: Bool = false) -> String {
        var lines: [String] = []
        let clock = ConferenceClock(timeZone: conference.timeZone)
        let overlaps = flaggingOverlaps ? Session.overlaps(among: groups.flatMap(\.sessions)) : [:]
        for group in groups {
            lines.append(Sanitizer.clean(group.title))
            for session in group.sessions {
                let when = clock.timeRange(of: session)
                var line = "  \(when.padding(toLength: 12, withPad: " ", startingAt: 0)) \(session.title)"
                if let room = session.room { line += "  [\(room.name)]" }
                if !session.speakers.isEmpty { line += "  — \(session.speakerNames)" }
                if session.isPlenumSession { line += "  (keynote)" }
                line += "  (id \(session.id))"
                lines.append(Sanitizer.clean(line))
                if let others = overlaps[session.id], !others.isEmpty {
                    let named = others.prefix(3).map { "“\($0.title)”" }.joined(separator: ", ")
                    let more = others.count > 3 ? " and \(others.count - 3) more" : ""
                    lines.append(Sanitizer.clean(String(repeating: " ", count: 15) + "⚠ overlaps \(named)\(more)"))
                }
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// An array of sessions: instants in ISO 8601 with Z, null when unscheduled.
    /// Sessions under a heading per conference day ("Day 2 · Tuesday 24 November"), in time
    /// order; unscheduled ones last, under "Not scheduled yet".
    static func byDay(_ sessions: [Session], conference: Conference) -> [DayGroup] {
        let clock = ConferenceClock(timeZone: conference.timeZone)
        return DayGroups.group(sessions, in: conference.timeZone, startsAt: \.startsAt).map { group in
            let title = group.day.map { day in
                (conference.dayNumber(of: day).map { "Day \($0) · " } ?? "") + clock.longName(of: day)
            } ?? "Not scheduled yet"
            return DayGroup(title: title, sessions: group.items)
        }
    }

    /// `removed`: favorites whose session left the schedule, listed as they last were, with
    /// `"inSchedule": false` (and every session of the list then says `"inSchedule": true`).
    static func json(_ sessions: [Session], removed: [Favorite]? = nil) throws -> String {
        struct Entry: Encodable {
            struct Person: Encodable { let id: String; let name: String }
            struct Item: Encodable { let id: Int; let category: String; let name: String }
            let id: String
            let title: String
            let subtitle: String?
            /// The abstract and description as plain text (links as their text and address).
            let description: String?
            let url: String?
            let startsAt: String?
            let endsAt: String?
            let room: String?
            let speakers: [Person]
            let categories: [Item]
            let isServiceSession: Bool
            let isPlenumSession: Bool
            /// Only in a list of favorites: whether the session is still in the schedule.
            var inSchedule: Bool?

            enum CodingKeys: String, CodingKey {
                case id, title, subtitle, description, url, startsAt, endsAt, room, speakers, categories, isServiceSession, isPlenumSession,
                     inSchedule
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                try container.encode(title, forKey: .title)
                try container.encode(subtitle, forKey: .subtitle)            // null when there is none, not absent
                try container.encode(description, forKey: .description)
                try container.encode(url, forKey: .url)
                try container.encode(startsAt, forKey: .startsAt)   // null when unscheduled, not absent
                try container.encode(endsAt, forKey: .endsAt)
                try container.encode(room, forKey: .room)
                try container.encode(speakers, forKey: .speakers)
                try container.encode(categories, forKey: .categories)
                try container.encode(isServiceSession, forKey: .isServiceSession)
                try container.encode(isPlenumSession, forKey: .isPlenumSession)
                try container.encodeIfPresent(inSchedule, forKey: .inSchedule)
            }
        }
        let formatter = ISO8601DateFormatter()
        let entries = sessions.map { session in
            Entry(id: session.id, title: session.title, subtitle: session.subtitle, description: session.description,
                  url: session.pageURL?.absoluteString, startsAt: session.startsAt.map(formatter.string(from:)),
                  endsAt: session.endsAt.map(formatter.string(from:)), room: session.room?.name,
                  speakers: session.speakers.map { .init(id: $0.id, name: $0.name) },
                  categories: session.categoryItems.map { .init(id: $0.id, category: $0.categoryTitle, name: $0.name) },
                  isServiceSession: session.isServiceSession, isPlenumSession: session.isPlenumSession,
                  inSchedule: removed == nil ? nil : true)
        }
        let gone = (removed ?? []).map { favorite in
            Entry(id: favorite.sessionID, title: favorite.lastKnown?.title ?? "Session \(favorite.sessionID)", subtitle: nil, description: nil, url: nil,
                  startsAt: favorite.lastKnown?.startsAt.map(formatter.string(from:)), endsAt: favorite.lastKnown?.endsAt.map(formatter.string(from:)),
                  room: favorite.lastKnown?.roomName, speakers: [], categories: [], isServiceSession: false, isPlenumSession: false,
                  inSchedule: false)
        }
        return try JSONOutput.encode(entries + gone)
    }
}
