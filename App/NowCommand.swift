import ArgumentParser
import Entities
import Formatting
import FavoritesDataContract
import Foundation
import ScheduleDataContract
import TerminalUI

/// `podium now`: what is on in every room and what comes next, as the Now & next tab shows it;
/// with `--next-favorite`, one short line for a status bar (tmux `status-right`, i3/sway bars).
struct NowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "now",
        abstract: "What is on now in every room, and what comes next there.",
        discussion: """
            Reads the local store (syncing first when it is empty). --next-favorite prints one \
            short line for a status bar and never syncs: your next session in My schedule, its \
            room and how soon ("in 12 min · Saal 1 · Title"), or nothing when there is none; in \
            tmux (--tmux escapes the # that tmux reads as a style or a format): \
            set -g status-right '#(podium now --next-favorite --tmux)'.
            """)

    @OptionGroup var feedOptions: FeedOptions
    private static let voice = CommandVoice(command: "now")

    @Option(help: "text or json.")
    var format: OutputFormat = .text

    @Flag(help: "One line for a status bar: your next favorite, its room and how soon.")
    var nextFavorite = false

    @Option(help: ArgumentHelp("Another moment than now, at the venue: HH:MM today, YYYY-MM-DDTHH:MM, or ISO 8601 with an offset.",
                               valueName: "time"))
    var at: String?

    // Unconditional: `--width -1` is a width to refuse, not a missing value and an option "-1".
    @Option(parsing: .unconditional, help: "The status-bar line's most cells (with --next-favorite).")
    var width = 60

    @Flag(help: "With --next-favorite: escape the line for tmux's status line, where a title's # would start a style (#[fg=red]) or a format (#{session_name}).")
    var tmux = false

    /// The status bar's line, escaped for tmux when asked; nothing when there is none.
    private func printLine(_ line: String?) {
        guard let line else { return }
        print(tmux ? NowListing.escapedForTmux(line) : line)
    }

    func run() async throws {
        try await Self.voice.failingInOneLine {
            guard width >= 10, width <= 1_000 else { throw CommandFailure("--width must be between 10 and 1000") }
            let source = try ConferenceSource(feedOptions)
            if nextFavorite {
                // A status bar asks every few seconds: the small file the app, sync and remind
                // keep, else the stores as they are (and the file written for the next time);
                // never a sync.
                if let stamp = try? UpcomingFavoritesKeeper.stamp(of: source),
                   let upcoming = UpcomingFavoritesKeeper.file(of: source).read(matching: stamp), let zone = TimeZone(identifier: upcoming.timeZone) {
                    let instant = try MomentArgument.instant(at, in: zone)
                    if let status = upcoming.status(at: instant) { return printLine(NowListing.statusLine(status, at: instant, in: zone, width: width)) }
                }
                let opened = try await OpenedConference.opening(source, voice: Self.voice)
                guard let conference = try await opened.store.conference() else { return }
                let instant = try MomentArgument.instant(at, in: conference.timeZone)
                guard let upcoming = try await opened.upcomingFavorites.refresh(at: instant), let status = upcoming.status(at: instant) else { return }
                return printLine(NowListing.statusLine(status, at: instant, in: conference.timeZone, width: width))
            }
            let opened = try await OpenedConference.opening(source, voice: Self.voice)
            let conference = try await opened.conferenceSyncingFirst(saying: Self.voice)
            let instant = try MomentArgument.instant(at, in: conference.timeZone)
            let board = try await opened.store.nowAndNext(at: instant, matching: .all)
            let favorites = try await opened.favorites.favoriteSessionIDs()
            print(format == .json ? try NowListing.json(board, conference: conference, favorites: favorites)
                                  : NowListing.text(board, conference: conference, favorites: favorites, localTimeZone: .current),
                  terminator: "")
        }
    }
}

/// `--at`: a moment at the venue, as a person writes it.
enum MomentArgument {
    static func instant(_ text: String?, in zone: TimeZone, now: Date = Date()) throws -> Date {
        guard let text = text?.trimmingCharacters(in: .whitespaces) else { return now }
        let iso = ISO8601DateFormatter()
        if let instant = iso.date(from: text) {
            guard years.contains(Calendar(identifier: .gregorian).component(.year, from: instant)) else { throw outOfRange(text) }
            return instant
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = text.split(separator: "T", omittingEmptySubsequences: false)
        let day: LocalDate
        let clock: Substring
        switch parts.count {
        case 1:
            day = LocalDate(now, in: zone)
            clock = parts[0]
        case 2:
            guard let date = LocalDate(parts[0]) else { throw invalid(text) }
            guard years.contains(date.year) else { throw outOfRange(text) }
            day = date
            clock = parts[1]
        default: throw invalid(text)
        }
        let hm = clock.split(separator: ":")
        guard hm.count == 2, hm[0].count <= 2, hm[1].count == 2, let hour = Int(hm[0]), let minute = Int(hm[1]),
              (0...23).contains(hour), (0...59).contains(minute),
              let instant = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: hour, minute: minute))
        else { throw invalid(text) }
        return instant
    }

    /// The years a moment may be in: a typo (0000-01-01, read as year 1) is refused, not shown.
    static let years = 1970...9999

    private static func invalid(_ text: String) -> CommandFailure {
        CommandFailure("--at '\(Sanitizer.clean(text))' is not a time: write HH:MM, YYYY-MM-DDTHH:MM or ISO 8601 with an offset")
    }

    private static func outOfRange(_ text: String) -> CommandFailure {
        CommandFailure("--at '\(Sanitizer.clean(text))' is outside the years \(years.lowerBound)–\(years.upperBound)")
    }
}

/// What `podium now` prints.
enum NowListing {
    /// A line per room's session on now and one for what comes next, under the venue's clock;
    /// sanitised as the screen draws text.
    static func text(_ board: NowAndNext, conference: Conference, favorites: Set<String>, localTimeZone: TimeZone) -> String {
        let clock = ConferenceClock(timeZone: conference.timeZone)
        let instant = board.instant
        var lines = [conference.name + " · " + NowAndNextText.clockLine(instant, clock: clock, localClock: ConferenceClock(timeZone: localTimeZone))]
        if let day = NowAndNextText.dayLine(board, conference: conference, clock: clock) { lines.append(day) }
        if case .over = board.phase { return lines.map { Sanitizer.clean($0) }.joined(separator: "\n") + "\n" }
        lines.append("")
        let roomLines = board.lines
        let width = min(24, roomLines.map { TextWidth.of($0.room?.name ?? "No room") }.max() ?? 0)
        func title(_ session: Session) -> String {
            (favorites.contains(session.id) ? "★ " : "") + session.title + (session.speakers.isEmpty ? "" : " — " + session.speakerNames)
        }
        for line in roomLines {
            let room = TextLayout.pad(line.room?.name ?? "No room", to: width)
            let blank = String(repeating: " ", count: width)
            if line.onNow.isEmpty {
                lines.append("\(room)  now   nothing on")
            }
            for (index, session) in line.onNow.enumerated() {
                let left = session.endsAt.map { Countdown.left(until: $0, from: instant) } ?? "on now"
                lines.append("\(index == 0 ? room : blank)  now   \(TextLayout.pad(left, to: 22))  \(title(session))")
            }
            if let next = line.next, let start = next.startsAt {
                let when = "\(clock.time(start)) · \(Countdown.until(start, from: instant))"
                lines.append("\(blank)  next  \(TextLayout.pad(when, to: 22))  \(title(next))")
            } else {
                lines.append("\(blank)  next  nothing more today")
            }
        }
        return lines.map { Sanitizer.clean($0) }.joined(separator: "\n") + "\n"
    }

    /// The same as an object: instants in ISO 8601 with Z.
    static func json(_ board: NowAndNext, conference: Conference, favorites: Set<String>) throws -> String {
        struct Entry: Encodable {
            let id: String
            let title: String
            let startsAt: String?
            let endsAt: String?
            let speakers: [String]
            let isFavorite: Bool
        }
        struct Line: Encodable {
            let room: String?
            let now: [Entry]
            let next: Entry?
        }
        struct Board: Encodable {
            let conference: String
            let timeZone: String
            let at: String
            /// "running", "startsLater" (nothing more today; `opening` is when it goes on) or "over".
            let phase: String
            let opening: String?
            let rooms: [Line]
        }
        let iso = ISO8601DateFormatter()
        func entry(_ session: Session) -> Entry {
            Entry(id: session.id, title: session.title, startsAt: session.startsAt.map(iso.string(from:)), endsAt: session.endsAt.map(iso.string(from:)),
                  speakers: session.speakers.map(\.name), isFavorite: favorites.contains(session.id))
        }
        let (phase, opening): (String, Date?) = switch board.phase {
        case .running: ("running", nil)
        case .startsLater(let opening): ("startsLater", opening)
        case .over: ("over", nil)
        }
        let value = Board(conference: conference.name, timeZone: conference.timeZone.identifier, at: iso.string(from: board.instant), phase: phase,
                          opening: opening.map(iso.string(from:)),
                          rooms: board.lines.map { Line(room: $0.room?.name, now: $0.onNow.map(entry), next: $0.next.map(entry)) })
        return try JSONOutput.encode(value)
    }

    /// The line for tmux's status line: `#` doubled, so that no title's `#[…]` restyles the line
    /// and no `#{…}` or `#(…)` is expanded or run.
    static func escapedForTmux(_ line: String) -> String {
        line.replacingOccurrences(of: "#", with: "##")
    }

    /// "in 12 min · Saal 1 · Title", or "now · Saal 1 · Title (23 min left)" when the favorite is
    /// under way and none is to come; nil with neither. At most `width` cells.
    static func statusLine(_ status: UpcomingFavorites.Status, at instant: Date, in zone: TimeZone, width: Int) -> String? {
        let line: String
        switch status {
        case .next(let next):
            let clock = ConferenceClock(timeZone: zone)
            let when = next.start.timeIntervalSince(instant) < 12 * 3_600 ? Countdown.until(next.start, from: instant)
                : "\(clock.shortName(of: clock.day(of: next.start))) \(clock.time(next.start))"
            line = ([when] + [next.room].compactMap { $0 } + [next.title]).joined(separator: " · ")
        case .current(let current):
            line = (["now"] + [current.room].compactMap { $0 } + [current.title]).joined(separator: " · ")
                + (current.end.map { " (\(Countdown.left(until: $0, from: instant)))" } ?? "")
        case .none:
            return nil
        }
        return TextLayout.truncate(Sanitizer.clean(line), to: width)
    }
}
