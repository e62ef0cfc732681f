import AddConference
import ArgumentParser
import ConferencesDataContract
import ConferencesLocalDataManager
import Entities
import Foundation

/// Which conference the commands work on, resolved from the options and the conferences file:
/// `--feed` for a one-off run, else `--conference NAME`, else the current conference, else the
/// bundled demo. It says where the feed is, which zone and name the person set, and which
/// stores belong to it.
struct ConferenceSource {
    static let demoName = "Podium Demo Conf"

    let feedURL: URL
    let isDemo: Bool
    /// The name for messages: the one the person gave, else one taken from the feed's address.
    /// (Once synced, the store's conference carries the feed's own title.)
    let name: String
    /// The name the person gave (`--name`, the conferences file), which wins over the feed's.
    let nameOverride: String?
    /// The zone the person set (`--timezone`, the conferences file); nil: the feed's own.
    let timeZone: TimeZone?
    /// Read the feed's clock times as written, ignoring its UTC offsets (`--ignore-offsets`,
    /// `ignore_offsets` in the conferences file).
    let ignoresOffsets: Bool
    /// The schedule's store.
    let storePath: String
    /// What the person's own files are named after (`<name>-user.sqlite`: My schedule, what is
    /// hidden; `<name>-my-schedule.ics`): the schedule store's path, except for the demo, whose
    /// schedule is laid out anew in a store of each day while the person's picks stay.
    let personalPath: String
    /// The day the bundled demo is laid out for (nil for every other conference).
    let demoDay: DemoDay?
    /// The conference's stable identity ("demo", "fosdem-2025", "feed-c1428ff250bb69eb"): the
    /// store's name, and part of every calendar and contact UID.
    let feedKey: String
    /// Where the stores, the secret store and exported files live.
    let dataDirectory: String
    let newsURL: URL?
    let newsStorePath: String?
    let timeout: Duration
    let maximumBytes: Int
    /// The saved conference this is, when it is one.
    let saved: SavedConference?
    /// Minutes before a favorite starts that the app and exported calendars remind (0: never).
    let reminderMinutes: Int
    /// Whether reminders may also go to the desktop's notifications.
    let desktopNotifications: Bool
    /// The conference's own server (podium-server), when it has one: the Attendees tab and sign-in.
    /// The demo's is `podium-server --demo` on this machine.
    let server: URL?
    /// Where the directory last seen is kept, for reading it offline: a folder of its own, so no
    /// conference's name can clash with it.
    var attendeeCachePath: String { (dataDirectory as NSString).appendingPathComponent("attendees/\(feedKey).sqlite") }
    /// Where the attendees cache was kept before it had its name (removed when found).
    var formerAttendeeCachePath: String { (dataDirectory as NSString).appendingPathComponent("people/\(feedKey).sqlite") }
    static let demoServer = URL(string: "http://127.0.0.1:8080")!

    /// `now`: when the demo is laid out for (the machine's clock; a test gives another).
    init(_ options: FeedOptions, environment: [String: String] = ProcessInfo.processInfo.environment, now: Date = Date()) throws {
        let dataDirectory = options.storage.dataDir ?? Self.defaultDataDirectory(environment)
        self.dataDirectory = dataDirectory
        timeout = options.storage.timeoutDuration
        maximumBytes = options.storage.maximumBytes
        let flagZone = options.timezone.flatMap(TimeZone.init(identifier:))

        var saved: SavedConference?
        if options.feed == nil {
            let conferences = ConferencesLocalDataManager.forPerson(environment)
            let list = try conferences.load()
            if let wanted = options.conference {
                guard let found = list.named(wanted) else {
                    throw CommandFailure(list.conferences.isEmpty
                        ? "there is no conference named '\(wanted)'; add one with: podium add URL-or-FILE"
                        : "there is no conference named '\(wanted)'; podium list shows them")
                }
                saved = found
            } else {
                saved = list.current
            }
        }
        self.saved = saved
        reminderMinutes = options.reminderMinutes ?? saved?.reminderMinutes ?? SavedConference.defaultReminderMinutes
        desktopNotifications = saved?.desktopNotifications ?? true

        if let feed = options.feed {
            guard let url = Self.url(for: feed) else { throw ValidationError(Self.problem(with: feed, option: "--feed") ?? "cannot use feed") }
            feedURL = url
            isDemo = false
            feedKey = Self.oneOffKey(for: url)
            demoDay = nil
            nameOverride = options.name
            name = options.name ?? ConferenceNames.name(from: url)
            timeZone = flagZone
            ignoresOffsets = options.ignoreOffsets
        } else if let saved {
            feedURL = Self.savedURL(saved.feed)
            isDemo = false
            feedKey = saved.store
            demoDay = nil
            nameOverride = options.name ?? saved.name
            name = nameOverride ?? saved.name
            timeZone = flagZone ?? saved.timeZone
            ignoresOffsets = options.ignoreOffsets || saved.ignoresOffsets == true
        } else {
            // The demo is laid out around today in the machine's zone (or the one given), in
            // files of the day (OpenedConference lays them out: DemoDay).
            let zone = flagZone ?? TimeZone.current
            let day = DemoDay(now: now, zone: zone)
            demoDay = day
            feedURL = URL(fileURLWithPath: Self.demoFolder(dataDirectory)).appendingPathComponent("\(day.date).json")
            isDemo = true
            feedKey = "demo"
            nameOverride = options.name ?? Self.demoName
            name = nameOverride ?? Self.demoName
            timeZone = zone
            ignoresOffsets = options.ignoreOffsets
        }
        personalPath = Self.storePath(feedKey, in: dataDirectory)
        storePath = demoDay.map { (Self.demoFolder(dataDirectory) as NSString).appendingPathComponent("\($0.date).sqlite") } ?? personalPath
        server = options.server.flatMap(AttendeesServer.url) ?? saved.flatMap { $0.server.flatMap(AttendeesServer.url) }
            ?? (isDemo ? Self.demoServer : nil)

        let newsAddress = options.news ?? saved?.news
        let news = newsAddress.flatMap(Self.url(for:))
            ?? demoDay.map { URL(fileURLWithPath: Self.demoFolder(dataDirectory)).appendingPathComponent("\($0.date)-news.xml") }
        let demoNews = isDemo && newsAddress == nil
        newsURL = news
        newsStorePath = news.map { url in
            demoNews ? (dataDirectory as NSString).appendingPathComponent("demo-news.sqlite") : Self.newsStorePath(for: url, in: dataDirectory)
        }
    }

    /// A saved conference as `add`, `list` and `remove` open it, with the usual limits.
    init(saved: SavedConference, dataDirectory: String, timeout: Duration = .seconds(20), maximumBytes: Int = 50 * 1_048_576) {
        feedURL = Self.savedURL(saved.feed)
        isDemo = false
        name = saved.name
        nameOverride = saved.name
        timeZone = saved.timeZone
        ignoresOffsets = saved.ignoresOffsets == true
        feedKey = saved.store
        self.dataDirectory = dataDirectory
        storePath = Self.storePath(saved.store, in: dataDirectory)
        personalPath = storePath
        demoDay = nil
        newsURL = saved.news.flatMap(Self.url(for:))
        newsStorePath = newsURL.map { Self.newsStorePath(for: $0, in: dataDirectory) }
        self.timeout = timeout
        self.maximumBytes = maximumBytes
        self.saved = saved
        reminderMinutes = saved.reminderMinutes ?? SavedConference.defaultReminderMinutes
        desktopNotifications = saved.desktopNotifications ?? true
        server = saved.server.flatMap(AttendeesServer.url)
    }

    /// A news feed's store: named after its address, shared by conferences that read it.
    static func newsStorePath(for url: URL, in dataDirectory: String) -> String {
        (dataDirectory as NSString).appendingPathComponent("news-" + fingerprint(url.absoluteString) + ".sqlite")
    }

    /// Where the demo's files of each day are laid out.
    static func demoFolder(_ dataDirectory: String) -> String {
        (dataDirectory as NSString).appendingPathComponent("demo")
    }

    static func storePath(_ key: String, in dataDirectory: String) -> String {
        (dataDirectory as NSString).appendingPathComponent("\(key).sqlite")
    }

    /// The store of a feed used with `--feed` alone: named after its address.
    static func oneOffKey(for url: URL) -> String {
        "feed-" + fingerprint(url.absoluteString)
    }

    /// An http(s) address Podium can connect to, a file: URL, or a readable file's path.
    static func url(for feed: String) -> URL? {
        if let url = URL(string: feed), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme) {
            return url.connectionProblem == nil ? url : nil
        }
        if let url = URL(string: feed), url.scheme?.lowercased() == "file" { return url }
        let path = (feed as NSString).expandingTildeInPath
        return FileManager.default.isReadableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }

    /// Why a feed or news address given by `option` cannot be used, in one line, or nil: an
    /// http(s) address says what is wrong with it (a port above 65535), anything else that is
    /// neither an address nor a readable file says so.
    static func problem(with feed: String, option: String) -> String? {
        if let url = URL(string: feed), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
           let problem = url.connectionProblem {
            return "\(option) '\(FeedOptions.shown(feed))' cannot be used: \(problem)"
        }
        return url(for: feed) == nil ? "\(option) '\(FeedOptions.shown(feed))' is neither an http(s) URL nor a readable file" : nil
    }

    /// A saved conference's feed: a file that is gone is still its file (the sync says so;
    /// the stored schedule stays readable meanwhile).
    private static func savedURL(_ feed: String) -> URL {
        // An http(s) address stays one, whatever is wrong with it (a port of 0 or 99999): the
        // fetch says what, where it was once called a missing local file.
        if let url = URL(string: feed), ["http", "https"].contains(url.scheme?.lowercased() ?? "") { return url }
        return url(for: feed) ?? URL(fileURLWithPath: (feed as NSString).expandingTildeInPath)
    }

    static func defaultDataDirectory(_ environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return (xdg as NSString).appendingPathComponent("podium") }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/share/podium")
    }

    /// FNV-1a, 64 bits, hex: a stable file name per feed address (not a security measure).
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
