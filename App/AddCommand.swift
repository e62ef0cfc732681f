import AddConference
import ArgumentParser
import Entities
import Formatting
import Foundation
import ScheduleDataContract

/// `podium add URL-or-FILE`: reads the feed once (its format told from its content, its name
/// and zone from the feed where it gives them), keeps it as a conference in the conferences
/// file, and makes it the current one. Nothing is saved when the feed cannot be read.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a conference by its schedule's address or file, and make it the current one.",
        discussion: """
            Reads frab/Pentabarf XML (FOSDEM, CCC, pretalx's schedule.xml, wafer, OSEM), frab/pretalx \
            JSON, iCalendar (.ics) and Sessionize's "All" view, told apart by their content. The name \
            and time zone come from the feed where it gives them; a feed that names no zone needs \
            --timezone. A web page (FOSDEM's schedule page, a Congress's Fahrplan) is read for the \
            export it links: the whole schedule's JSON, else its XML, else its iCalendar. A pretalx event is added by any of its pages (its front page, its schedule, a \
            talk): Podium asks pretalx's API and subscribes to the event's JSON export; a pretalx \
            instance's address lists its public events (add one with --event SLUG, or by its address). \
            Examples: podium add https://fosdem.org/2027/schedule/ ; podium add \
            https://pretalx.com/democon/ ; podium add talks.ics --timezone Europe/Berlin
            """)

    @Argument(help: "The schedule: an http(s) address or a file.")
    var source: String

    @Option(help: "The conference's name. Default: the feed's title.")
    var name: String?

    @Option(help: "The conference's time zone (an IANA name such as Europe/Berlin). Default: the zone the feed names.")
    var timezone: String?

    @Flag(help: "Read the feed's clock times as written, in --timezone (or the zone the feed names), ignoring the UTC offsets written with them: for a feed that writes the venue's clock with a wrong offset (as wafer writes +00:00). Kept as ignore_offsets = true.")
    var ignoreOffsets = false

    @Option(help: "A news feed (RSS, Atom or JSON Feed) by address or file.")
    var news: String?

    @Option(help: "The conference's own server (podium-server, an http(s) address): the Attendees tab and `podium login`.")
    var server: String?

    @Option(help: "With a pretalx instance's address: the event to add, by its slug (podium find TEXT --on URL finds it).")
    var event: String?

    @OptionGroup var storage: StorageOptions

    static let voice = CommandVoice(command: "add")

    func validate() throws {
        for (option, value) in [("the feed", source), ("--news", news ?? "")] where ConferenceNames.withoutControlCharacters(value) != value.trimmingCharacters(in: .whitespaces) {
            throw ValidationError("\(option) holds control characters; the conferences file cannot keep it")
        }
        if let timezone { try SettingChecks.timeZone(timezone) }
        if let news, let problem = ConferenceSource.problem(with: news, option: "--news") { throw ValidationError(problem) }
        if let server, let problem = AttendeesServer.problem(with: server) { throw ValidationError(problem) }
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--name is empty") }
        if let name, ConferenceNames.withoutControlCharacters(name) != name.trimmingCharacters(in: .whitespaces) {
            throw ValidationError("--name holds control characters")
        }
        if let event, !PretalxEvent.isSlug(event) {
            throw ValidationError("--event '\(FeedOptions.shown(event))' is no pretalx slug (letters, digits, dots and dashes)")
        }
    }

    func run() async throws {
        try await Self.voice.failingInOneLine(add)
    }

    private func add() async throws {
        guard var url = ConferenceSource.url(for: source) else {
            throw CommandFailure(ConferenceSource.problem(with: source, option: "the feed") ?? "the feed cannot be used")
        }
        if let slug = event {
            guard !url.isFileURL, let instance = PretalxEvent.instance(of: url), let chosen = PretalxEvent(instance: instance, slug: slug) else {
                throw CommandFailure("--event needs a pretalx instance's http(s) address, such as https://pretalx.com/")
            }
            url = chosen.page
        }
        let environment = ProcessInfo.processInfo.environment
        let place = AddingPlaceOnDisk(conferences: PersonFiles.conferences(environment),
                                      dataDirectory: storage.dataDir ?? ConferenceSource.defaultDataDirectory(environment),
                                      timeout: storage.timeoutDuration, maximumBytes: storage.maximumBytes, voice: Self.voice,
                                      prompting: isatty(STDIN_FILENO) == 1)
        let addition = ConferenceAddition(address: url, name: name, timeZone: timezone.flatMap(TimeZone.init(identifier:)),
                                          ignoresOffsets: ignoreOffsets, news: news, server: server.flatMap(AttendeesServer.url)?.absoluteString)
        let source = self.source
        switch try await ConferenceAdding(place: place, note: { Self.say($0, source: source) }).add(addition) {
        case .added(let added):
            CommandVoice.print("added \(added.name): " + Self.describe(added.summary, feed: added.feed, zoneOrigin: added.zoneOrigin)
                               + "; it is now the current conference")
        case .events(let listing):
            try Self.list(listing)
        }
    }

    /// What adding noted on the way, in the command's words.
    static func say(_ note: AddNote, source: String) {
        switch note {
        case .pretalxEvent(let page, let event, let export, let json):
            voice.note("\(FeedOptions.shown(page.absoluteString)) is pretalx's page of \(event): subscribing to its "
                       + (json ? "JSON export, " : "schedule export, ") + export.absoluteString)
        case .linkedExport(let page, let export):
            voice.note("\(FeedOptions.shown(page.absoluteString)) is a web page: subscribing to the schedule it links, "
                       + FeedOptions.shown(export.absoluteString))
        case .menuEntry(_, let schedule):
            voice.note("\(FeedOptions.shown(source)) is a Giggity menu entry: adding the schedule it points to, "
                       + FeedOptions.shown(schedule.absoluteString))
        case .namedAfterAddress(let name):
            voice.note("the feed names no conference: called it '\(name)' after its address; "
                       + "rename it with: podium rename \(ShellQuoting.word(name)) NEW-NAME")
        case .credentialsKept(let file):
            voice.note("the address's credentials are kept in the secret store (podium secret list), not in \(file)")
        case .feedWarnings(let warnings):
            SyncSummary.lines(for: warnings).forEach(voice.note)
        case .heldBack(let shrink):
            voice.note("kept the earlier schedule: \(shrink); run podium sync --once --accept-shrink to take the new one")
        case .adoptedFavorites(let feed):
            voice.note("kept the favorites of earlier runs with --feed \(FeedOptions.shown(feed.absoluteString))")
        case .newsFailed(let message):
            voice.note("the news did not sync: \(message)")
        }
    }

    /// An instance's public events, one line each with the command that adds it; a failure when
    /// the address named an event the instance does not have.
    static func list(_ listing: PretalxEventsListing) throws {
        let instance = listing.instance.absoluteString
        guard !listing.events.isEmpty else {
            CommandVoice.print("pretalx at \(instance) lists no public events")
            return
        }
        let count = listing.events.count
        let wanted = listing.wanted.map { "'\(FeedOptions.shown($0))'" } ?? "there"
        CommandVoice.print((listing.isInstance ? "pretalx at \(instance) has \(count) public event\(count == 1 ? "" : "s"); nothing was added;"
                                               : "pretalx at \(instance) has no public event \(wanted); nothing was added;")
                           + " add one of its events by its address (or --event SLUG):")
        PretalxPages.lines(listing.events).forEach(CommandVoice.print)
        if !listing.isInstance { throw ExitCode(1) }
    }

    /// "frab XML, 943 sessions over 2 days (Sat 1 Feb – Sun 2 Feb 2025), Europe/Brussels from the feed".
    /// `zoneOrigin`: where a zone the feed did not give came from, when it was not the person.
    static func describe(_ summary: ScheduleStoreSummary, feed: ScheduleFeed, zoneOrigin: String? = nil) -> String {
        var text = "\(feed.conference.format.displayName), \(summary.sessions) session\(summary.sessions == 1 ? "" : "s")"
        if let first = summary.days.first, let last = summary.days.last {
            text += " over \(summary.days.count) day\(summary.days.count == 1 ? "" : "s") (\(ConferenceDates.range(first, last)))"
        } else if summary.sessions == 0 {
            text += " — the schedule is not published yet"
        }
        if let zone = feed.conference.timeZone {
            let origin = switch feed.conference.timeZoneSource {
            case .declared?: "from the feed"
            // What the zone means and how to name another is the feed's warning, said once.
            case .offsets?: "from the feed's UTC offsets"
            case .city?: "from the feed's city"
            case .utc?: "(every time in the feed is UTC)"
            case .configured?, nil: zoneOrigin ?? "as you set it"
            }
            text += ", \(zone.shownName) \(origin)"
        }
        return text
    }
}

/// Where stores live and how long a feed may take: the options every command that reads a
/// feed shares.
struct StorageOptions: ParsableArguments {
    @Option(help: "Where the local stores live. Default: $XDG_DATA_HOME/podium (~/.local/share/podium).")
    var dataDir: String?

    @Option(parsing: .unconditional, help: "Give up on a feed request after this many seconds.")
    var timeout: Double = 20

    @Option(parsing: .unconditional, help: "Refuse a feed larger than this many megabytes.")
    var maxFeedSize: Double = 50

    func validate() throws {
        if let dataDir, dataDir.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--data-dir is empty (give a folder, or leave the option out)") }
        guard timeout > 0, timeout <= 600 else { throw ValidationError("--timeout must be between 0 and 600 seconds") }
        guard maxFeedSize > 0, maxFeedSize <= 1024 else { throw ValidationError("--max-feed-size must be between 0 and 1024 MB") }
    }

    var timeoutDuration: Duration { .milliseconds(Int(timeout * 1000)) }
    var maximumBytes: Int { Int(maxFeedSize * 1_048_576) }
}
