import ArgumentParser
import ConferencesDataContract
import ConferencesLocalDataManager
import Entities
import FeedFetcherContract
import FeedFetcher
import Foundation
import ScheduleAPIDataManager
import ScheduleDataContract
import SecretStoreContract

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
        for (option, value) in [("the feed", source), ("--news", news ?? "")] where Self.withoutControlCharacters(value) != value.trimmingCharacters(in: .whitespaces) {
            throw ValidationError("\(option) holds control characters; the conferences file cannot keep it")
        }
        if let timezone { try SettingChecks.timeZone(timezone) }
        if let news, let problem = ConferenceSource.problem(with: news, option: "--news") { throw ValidationError(problem) }
        if let server, let problem = AttendeesServer.problem(with: server) { throw ValidationError(problem) }
        if let name, name.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("--name is empty") }
        if let name, Self.withoutControlCharacters(name) != name.trimmingCharacters(in: .whitespaces) {
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
        let conferences = ConferencesLocalDataManager.forPerson(environment)
        let list = try conferences.load()
        let dataDirectory = storage.dataDir ?? ConferenceSource.defaultDataDirectory(environment)

        // Read first: a feed that cannot be read adds nothing. A Giggity menu entry is not a
        // schedule but says where one is, and what it is called: that schedule is added.
        var zone = timezone.flatMap(TimeZone.init(identifier:))
        var pointer: SchedulePointer?
        var conference = try savedConference(url, zone: zone, in: list)
        var fetched: FirstFetch
        do {
            fetched = try await firstFetch(conference, dataDirectory: dataDirectory)
        } catch let error as ScheduleFetchError where !url.isFileURL && PretalxPages.mayBeAPage(error) {
            // No feed: perhaps a pretalx event's page, or an instance's.
            switch await PretalxPages.discovery(timeout: storage.timeoutDuration).find(url) {
            case .event(let listing):
                url = try await released(listing, from: url)
                conference = try savedConference(url, zone: zone, in: list)
                fetched = try await firstFetch(conference, dataDirectory: dataDirectory)
            case .instance(let instance):
                return try await listEvents(on: instance, asked: url)
            case .nothing(let asked):
                // A web page (FOSDEM's schedule, a Congress's Fahrplan) that links its export.
                let found = await SchedulePages.discovery(timeout: storage.timeoutDuration).find(url)
                guard let linked = try await linkedSchedule(found, page: url, zone: zone, in: list, dataDirectory: dataDirectory) else {
                    throw CommandFailure(SchedulePages.nothing(at: url, reading: error, found: found, asked: asked))
                }
                (url, conference, fetched) = linked
            }
        }
        // A pretalx page that led to one of its exports (its schedule page redirects to the XML):
        // the JSON export has the bios and photos the others lack.
        if case .schedule(.feed(let feed, _)) = fetched, feed.conference.generator == "pretalx", feed.conference.format != .frabJSON,
           !url.isFileURL, !PretalxPages.namesAnExport(url),
           case .event(let listing) = await PretalxPages.discovery(timeout: storage.timeoutDuration).find(url) {
            let export = listing.event.scheduleExport
            if let json = try? savedConference(export, zone: zone, in: list), let better = try? await firstFetch(json, dataDirectory: dataDirectory) {
                Self.voice.note("\(FeedOptions.shown(url.absoluteString)) is pretalx's page of \(listing.name): subscribing to its JSON export, "
                                + "\(export.absoluteString)")
                url = export
                conference = json
                fetched = better
            }
        }
        if case .pointer(let found) = fetched {
            pointer = found
            url = found.url
            zone = zone ?? found.timeZone
            Self.voice.note("\(FeedOptions.shown(source)) is a Giggity menu entry: adding the schedule it points to, "
                            + FeedOptions.shown(found.url.absoluteString))
            conference = try savedConference(url, zone: zone, in: list)
            fetched = try await firstFetch(conference, dataDirectory: dataDirectory)
            if case .pointer = fetched {
                throw CommandFailure("the menu entry points to another menu entry, not a schedule; add the schedule's own address")
            }
        }
        guard case .schedule(let result) = fetched else { throw CommandFailure("the feed is no schedule") }
        guard case .feed(let feed, let validators) = result else { throw CommandFailure("the feed answered 'not modified' to a first request") }

        // A feed's title becomes a line of the conferences file: without control characters
        // (the file refuses them, and a hostile title would leave it unreadable). Without a
        // title, the name says where it came from, never just a host; `add` says how to rename.
        let title = (feed.conference.title ?? pointer?.title).map(Self.withoutControlCharacters).flatMap { $0.isEmpty ? nil : $0 }
        let given = name.map { $0.trimmingCharacters(in: .whitespaces) }
        conference.name = given ?? title ?? ConferenceSource.name(from: url)
        if let clash = list.named(conference.name) {
            throw CommandFailure("there is already a conference named '\(clash.name)'; give this one another with --name")
        }
        if given == nil, title == nil {
            Self.voice.note("the feed names no conference: called it '\(conference.name)' after its address; "
                            + "rename it with: podium rename \(ShellQuoting.word(conference.name)) NEW-NAME")
        }
        // Runs with --feed before kept a store of their own: it comes along, favorites and all.
        let oneOff = ConferenceSource.oneOffKey(for: url)
        let adopting = FileManager.default.fileExists(atPath: ConferenceSource.storePath(oneOff, in: dataDirectory))
            && !list.conferences.contains { $0.store == oneOff }
        conference.store = adopting ? oneOff : list.freeStoreName(for: conference.name) { stem in
            FileManager.default.fileExists(atPath: ConferenceSource.storePath(stem, in: dataDirectory))
        }

        // A password or a token in the address goes to the secret store; the file keeps the
        // address without it (a conferences file is copied, shared, kept in dotfiles).
        if !url.isFileURL, let clean = url.withoutSecrets {
            let secrets = SecretStoreAccess.store(dataDirectory: dataDirectory, prompting: isatty(STDIN_FILENO) == 1)
            do {
                _ = try await secrets.set(Secret(url.absoluteString), service: ScheduleAPIDataManager.addressService, account: conference.store,
                                          label: "the feed address of \(conference.name)")
            } catch {
                throw CommandFailure("the address holds credentials and the secret store cannot keep them (\(error)); nothing was added")
            }
            conference.feed = clean.absoluteString
            Self.voice.note("the address's credentials are kept in the secret store (podium secret list), not in \(conferences.location)")
        }
        let source = ConferenceSource(saved: conference, dataDirectory: dataDirectory, timeout: storage.timeoutDuration,
                                      maximumBytes: storage.maximumBytes)
        let opened = try await OpenedConference.opening(source, voice: Self.voice)
        let now = Date()
        let outcome = try await opened.store.apply(feed, validators: validators, at: now, shrink: adopting ? .holdLargeRemovals : .accept)
        // Favorites of an adopted store follow their talks into this version, as after any sync.
        if case .applied(let report) = outcome { try await opened.favorites.follow(report.succession, at: now) }
        try conferences.update { list in
            guard list.named(conference.name) == nil, list.reading(feed: conference.feed) == nil else {
                throw CommandFailure("'\(conference.name)' was added meanwhile by another podium")
            }
            list.conferences.append(conference)
            list.currentName = conference.name
        }

        SyncSummary.lines(for: feed.warnings.map(\.description)).forEach(Self.voice.note)
        if case .heldBack(let shrink) = outcome {
            Self.voice.note("kept the earlier schedule: \(shrink); run podium sync --once --accept-shrink to take the new one")
        }
        if adopting { Self.voice.note("kept the favorites of earlier runs with --feed \(FeedOptions.shown(source.feedURL.absoluteString))") }
        // News, and the My-schedule calendar, as any sync brings them.
        if news != nil {
            let result = await SyncSummary.runOnce(try await opened.makeSynchronizer(lockWait: storage.timeoutDuration * 3), name: conference.name)
            if case .failure(let message) = result.verdict { Self.voice.note("the news did not sync: \(message)") }
        }
        _ = try? await opened.makeMyScheduleCalendar().publish()
        // A zone the menu entry gave is the entry's, not the person's.
        let zoneOrigin = timezone == nil && pointer?.timeZone != nil ? "from the menu entry" : nil
        CommandVoice.print("added \(conference.name): " + (try await Self.describe(opened.store, feed: feed, zoneOrigin: zoneOrigin))
                           + "; it is now the current conference")
    }

    /// The conference as it would be saved, reading `url`; refused when that feed is added already.
    func savedConference(_ url: URL, zone: TimeZone?, in list: ConferenceList) throws -> SavedConference {
        let feedText = url.isFileURL ? url.standardizedFileURL.path : url.absoluteString
        if let existing = list.reading(feed: feedText) ?? url.withoutSecrets.flatMap({ list.reading(feed: $0.absoluteString) }) {
            throw CommandFailure("that feed is already added as '\(existing.name)' (podium use \(ShellQuoting.word(existing.name)))")
        }
        return SavedConference(name: "", feed: feedText, timeZone: zone, news: news, store: "",
                               server: server.flatMap(AttendeesServer.url)?.absoluteString, ignoresOffsets: ignoreOffsets ? true : nil)
    }

    /// An event found from its page: its JSON export's address, once pretalx has released a
    /// schedule; said so when it has not.
    private func released(_ listing: PretalxEventListing, from page: URL) async throws -> URL {
        let export = listing.event.scheduleExport
        Self.voice.note("\(FeedOptions.shown(page.absoluteString)) is pretalx's page of \(listing.name): subscribing to its schedule export, "
                        + export.absoluteString)
        let probe = FeedRequest(url: export, acceptedContentTypes: ["application/json"], maximumBytes: storage.maximumBytes,
                                timeout: storage.timeoutDuration)
        do {
            _ = try await FeedFetcher().fetch(probe)
        } catch .httpStatus(404, _) {
            throw CommandFailure("\(listing.name) (\(listing.event.page.absoluteString)) has not released its schedule yet; add it again once it is")
        } catch {
            // Said as any feed's failure when it is read.
        }
        return export
    }

    /// An instance's public events, one line each with the command that adds it; a failure when
    /// the address named an event the instance does not have.
    private func listEvents(on instance: URL, asked address: URL) async throws {
        let events: [PretalxEventListing]
        do {
            events = try await PretalxPages.discovery(timeout: storage.timeoutDuration).events(on: instance, matching: nil)
        } catch {
            throw CommandFailure("\(error)")
        }
        guard !events.isEmpty else {
            CommandVoice.print("pretalx at \(instance.absoluteString) lists no public events")
            return
        }
        let isInstance = PretalxEvent.instanceKey(instance) == PretalxEvent.instance(of: address).map(PretalxEvent.instanceKey)
        let wanted = address.pathComponents.dropFirst(instance.pathComponents.count).first.map { "'\(FeedOptions.shown($0))'" } ?? "there"
        CommandVoice.print((isInstance ? "pretalx at \(instance.absoluteString) has \(events.count) public event\(events.count == 1 ? "" : "s"); nothing was added;"
                                       : "pretalx at \(instance.absoluteString) has no public event \(wanted); nothing was added;")
                           + " add one of its events by its address (or --event SLUG):")
        PretalxPages.lines(events).forEach(CommandVoice.print)
        if !isInstance { throw ExitCode(1) }
    }

    enum FirstFetch {
        case schedule(ScheduleFetchResult)
        /// A Giggity menu entry: where the schedule is.
        case pointer(SchedulePointer)
    }

    func firstFetch(_ conference: SavedConference, dataDirectory: String) async throws -> FirstFetch {
        let reading = ConferenceSource(saved: conference, dataDirectory: dataDirectory, timeout: storage.timeoutDuration,
                                       maximumBytes: storage.maximumBytes)
        let api = OpenedConference.scheduleAPI(for: reading, prompting: isatty(STDIN_FILENO) == 1)
        do throws(ScheduleFetchError) {
            return .schedule(try await api.fetchSchedule(ifChangedSince: nil))
        } catch {
            guard case .feed(.pointer(let pointer), _) = error else { throw error }
            return .pointer(pointer)
        }
    }

    static func withoutControlCharacters(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
            .trimmingCharacters(in: .whitespaces)
    }

    /// "frab XML, 943 sessions over 2 days (Sat 1 Feb – Sun 2 Feb 2025), Europe/Brussels from the feed".
    /// `zoneOrigin`: where a zone the feed did not give came from, when it was not the person.
    static func describe(_ store: any ScheduleLocalDataManaging, feed: ScheduleFeed, zoneOrigin: String? = nil) async throws -> String {
        let summary = try await store.summary()
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
