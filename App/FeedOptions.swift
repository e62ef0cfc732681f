import ArgumentParser
import Entities
import FeedFetcherContract
import Foundation
import TerminalUI

/// The options every data command takes: which conference (or feed), which time zone, where the
/// stores live.
struct FeedOptions: ParsableArguments {
    @Option(help: "One of your conferences, by name (`podium list`). Default: the current one (`podium use`), else the bundled demo.",
            completion: ConferenceNameCompletion.kind)
    var conference: String?

    @Option(help: "A schedule feed for this run alone, by URL or file: frab/pretalx XML or JSON, iCalendar, or Sessionize \"All\". To keep one, use `podium add`.")
    var feed: String?

    @Option(help: "The news feed: RSS 2.0, Atom or JSON Feed, by URL or file. Default: the demo's news with the demo, none otherwise.")
    var news: String?

    @Option(help: "The conference's time zone (an IANA name such as Europe/Berlin), which wins over the feed's. Default: the zone the feed names; a feed that names none needs this.")
    var timezone: String?

    @Flag(help: "Read the feed's clock times as written, in --timezone (or the zone the feed names), ignoring the UTC offsets written with them: for a feed that writes the venue's clock with a wrong offset (as wafer writes +00:00). Default: the conference's `ignore_offsets` setting, else off.")
    var ignoreOffsets = false

    @Option(help: "The conference's own server (podium-server) for this run. Default: the one the conference was added with; the demo's is http://127.0.0.1:8080.")
    var server: String?

    @Option(help: "The conference's name, for display. Default: the one you gave it, else the feed's title.")
    var name: String?

    @Option(name: .customLong("remind"), parsing: .unconditional, help: ArgumentHelp(
        "Minutes before a favorite starts that the app and exported calendars remind you; 0: never. Default: the conference's `remind` setting, else 5.",
        valueName: "minutes"))
    var reminderMinutes: Int?

    @OptionGroup var storage: StorageOptions

    func validate() throws {
        guard feed == nil || conference == nil else { throw ValidationError("give --feed or --conference, not both") }
        if let timezone { try SettingChecks.timeZone(timezone) }
        if let reminderMinutes { try SettingChecks.reminderMinutes(reminderMinutes) }
        if let news, let problem = ConferenceSource.problem(with: news, option: "--news") { throw ValidationError(problem) }
        if let feed, let problem = ConferenceSource.problem(with: feed, option: "--feed") { throw ValidationError(problem) }
        if let server, let problem = AttendeesServer.problem(with: server) { throw ValidationError(problem) }
    }

    /// An address as a message may repeat it: without a password, and sanitised.
    static func shown(_ address: String) -> String {
        Sanitizer.clean(URL(string: address)?.withoutCredentials ?? address)
    }
}
