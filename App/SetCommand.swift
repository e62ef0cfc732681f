import ArgumentParser
import ConferenceEditing
import ConferencesDataContract
import Entities
import Foundation
import TerminalUI

/// `podium set [--conference NAME] --timezone ZONE --news URL --name NAME --remind N`: what the
/// conferences file keeps of one of your conferences, changed by a command rather than an edit.
/// Its files, favorites and read marks stay; a new zone has the times read again at the next sync.
struct SetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change one of your conferences: its time zone, news feed, name or reminder lead (its favorites and files stay).",
        discussion: "Examples: podium set --timezone Europe/Brussels ; podium set --conference 'FOSDEM 2027' --news https://fosdem.org/2027/news.xml ; "
            + "podium set --news none ; podium set --timezone feed (the zone the feed names)")

    @Option(help: "Which conference, by name (`podium list`). Default: the current one.", completion: ConferenceNameCompletion.kind)
    var conference: String?

    @Option(help: "Its time zone, an IANA name such as Europe/Berlin; `feed`: the zone the feed names.")
    var timezone: String?

    @Option(help: "Its news feed (RSS 2.0, Atom or JSON Feed) by URL or file; `none`: no news.")
    var news: String?

    @Option(help: "Its new name.")
    var name: String?

    @Option(name: .customLong("remind"), parsing: .unconditional, help: ArgumentHelp(
        "Minutes before a favorite starts that the app and exported calendars remind you; 0: never.", valueName: "minutes"))
    var reminderMinutes: Int?

    private static let voice = CommandVoice(command: "set")

    func validate() throws {
        guard timezone != nil || news != nil || name != nil || reminderMinutes != nil else {
            throw ValidationError("say what to change: --timezone, --news, --name or --remind")
        }
        if let timezone { try SettingChecks.timeZone(timezone, or: "feed") }
        if let news, news != "none", let problem = ConferenceSource.problem(with: news, option: "--news") { throw ValidationError(problem) }
        if let name { try RenameCommand.check(newName: name) }
        if let reminderMinutes { try SettingChecks.reminderMinutes(reminderMinutes) }
    }

    func run() async throws {
        try await Self.voice.failingInOneLine {
            let zone: ConferenceChanges.Zone? = try timezone.map { text in
                guard text != "feed" else { return .feed }
                guard let zone = TimeZone(identifier: text) else { throw CommandFailure("'\(FeedOptions.shown(text))' is no time zone") }
                return .named(zone)
            }
            let changes = ConferenceChanges(
                timeZone: zone,
                news: news.map { $0 == "none" ? ConferenceChanges.News.none : .feed(kept: Self.kept($0), shown: FeedOptions.shown($0)) },
                reminderMinutes: reminderMinutes, name: name)
            CommandVoice.print("set " + (try ConferenceEditing(conferences: PersonFiles.conferences()).set(conference, changes)))
        }
    }

    /// A file as the conferences file keeps one: its absolute path, so it is found from anywhere.
    static func kept(_ address: String) -> String {
        if let url = URL(string: address), let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) { return address }
        return URL(fileURLWithPath: (address as NSString).expandingTildeInPath).standardizedFileURL.path
    }
}
