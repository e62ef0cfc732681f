import AddressBookServiceContract
import ArgumentParser
import Entities
import Files
import Foundation

/// `podium export calendar|contact`: sessions as iCalendar, speakers as vCards.
struct ExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Export sessions to a calendar (.ics) or speakers to an address book (.vcf).",
        subcommands: [ExportCalendarCommand.self, ExportContactCommand.self])
}

struct ExportCalendarCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "calendar",
        abstract: "Sessions as iCalendar (RFC 5545): one session, your favorites, or the whole agenda (the default).",
        discussion: """
            Times are written in UTC; calendar applications show them on your own clock. Each event's \
            UID comes from the feed and the session, so importing again updates events instead of \
            adding copies. For a calendar that follows moved sessions by itself, subscribe to the \
            My-schedule file Podium keeps beside its store: <data dir>/<store>-my-schedule.ics \
            (for the demo: ~/.local/share/podium/demo-my-schedule.ics).
            """)

    @OptionGroup var feedOptions: FeedOptions

    @Option(help: "Only this session, by id (`podium sessions --format json` shows the ids).")
    var session: String?

    @Flag(help: "Only your favorites (My schedule).")
    var favorites = false

    @Flag(help: "Every scheduled session (the default).")
    var all = false

    @Option(help: "Write to this file (replaced atomically) instead of standard output.")
    var output: String?

    func validate() throws {
        guard [session != nil, favorites, all].filter({ $0 }).count <= 1 else {
            throw ValidationError("give one of --session, --favorites and --all")
        }
    }

    func run() async throws {
        try await ExportOutput.voice.failingInOneLine(export)
    }

    private func export() async throws {
        let opened = try await OpenedConference.opening(try ConferenceSource(feedOptions), voice: ExportOutput.voice)
        let store = opened.store
        let name = opened.source.name
        let conference = try await opened.conferenceSyncingFirst(saying: ExportOutput.voice)
        let sessions: [Session]
        var title = name
        var withAlarms = true
        if let id = session {
            guard let found = try await store.session(id: id) else { throw CommandFailure("there is no session '\(id)' in \(name)") }
            guard found.isScheduled else { throw CommandFailure("session '\(id)' has no time yet, so it cannot go in a calendar") }
            sessions = [found]
            title = found.title
        } else if favorites {
            sessions = try await store.sessions(ids: Array(try await opened.favorites.favoriteSessionIDs()))
            title = "My schedule · \(name)"
            if sessions.isEmpty { ExportOutput.voice.note("no favorites yet: the calendar has no events") }
        } else {
            var every: [Session] = []
            for day in conference.days { every += try await store.sessions(on: day, matching: .all) }
            sessions = every
            withAlarms = false   // an alarm for every session of the conference would be noise
        }
        try ExportOutput.write(opened.makeCalendar(withAlarms: withAlarms).calendar(of: sessions, named: title), to: output,
                               summary: "\(sessions.filter(\.isScheduled).count) events")
    }
}

struct ExportContactCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "contact",
        abstract: "Speakers as vCards (RFC 6350): one file holds a card for each --speaker.")

    enum Version: String, ExpressibleByArgument, CaseIterable {
        case three = "3", four = "4"
        var vCard: VCardVersion { self == .three ? .v3 : .v4 }
    }

    @OptionGroup var feedOptions: FeedOptions

    @Option(name: .customLong("speaker"), help: "A speaker's id; repeat for several (`podium sessions --format json` shows the ids).")
    var speakers: [String] = []

    @Option(help: "vCard version: 4 (RFC 6350), or 3 for older address books.")
    var vcard: Version = .four

    @Option(help: "Write to this file (replaced atomically) instead of standard output.")
    var output: String?

    func validate() throws {
        guard !speakers.isEmpty else { throw ValidationError("give at least one --speaker ID") }
    }

    func run() async throws {
        try await ExportOutput.voice.failingInOneLine(export)
    }

    private func export() async throws {
        let opened = try await OpenedConference.opening(try ConferenceSource(feedOptions), voice: ExportOutput.voice)
        let name = opened.source.name
        _ = try await opened.conferenceSyncingFirst(saying: ExportOutput.voice)
        var found: [Speaker] = []
        for id in speakers {
            guard let speaker = try await opened.store.speaker(id: id) else { throw CommandFailure("there is no speaker '\(id)' in \(name)") }
            found.append(speaker)
        }
        try ExportOutput.write(opened.makeAddressBook().vCards(for: found, version: vcard.vCard), to: output,
                               summary: found.count == 1 ? "1 card" : "\(found.count) cards")
    }
}

/// Where an export goes: standard output, or a file replaced atomically (a reader never sees
/// half of one), with a line on standard error saying what was written.
enum ExportOutput {
    static let voice = CommandVoice(command: "export")

    static func write(_ text: String, to path: String?, summary: String) throws {
        guard let path else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let url = URL(fileURLWithPath: (path as NSString).expandingTildeInPath)
        do {
            try AtomicFile.write(Data(text.utf8), to: url)
        } catch {
            throw CommandFailure("\(error)")
        }
        voice.note("wrote \(summary) to \(url.path)")
    }
}
