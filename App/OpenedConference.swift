import AddressBookService
import AttendeesAPIDataManager
import CalendarService
import Entities
import FavoritesDataContract
import FavoritesLocalDataManager
import FeedFetcher
import FeedFetcherContract
import Foundation
import NewsAPIDataManager
import NewsLocalDataManager
import PodiumServerFavoritesDataManager
import PretalxFavoritesDataManager
import ScheduleAPIDataManager
import ScheduleDataContract
import ScheduleLocalDataManager
import Synchronizer
import SynchronizerContract

/// One conference opened for the app or a command: its two stores, opened once (with what
/// opening had to repair) — the schedule, which a feed can rebuild, and the person's own
/// (`favorites`: My schedule, what is hidden, reminders given), which the schedule's reads ask
/// what is hidden — and the parts built on them with exactly what each depends on. Reading the
/// stores opens only the stores; the fetcher, the news store and the synchronizer are built by
/// `makeSynchronizer()`, for the commands that sync. (The screens' composition root is
/// `Composition`; this is what the app hands it.)
struct OpenedConference {
    let source: ConferenceSource
    let store: any ScheduleLocalDataManaging
    let favorites: FavoritesLocalDataManager
    /// What opening the stores had to repair ("the schedule store … was damaged …; it was moved
    /// to …"), one line each, for the person to read.
    private(set) var openingNotes: [String]
    /// The schedule file was moved aside and starts empty until the next sync fills it.
    let scheduleWasRecreated: Bool
    /// The favorites file was moved aside and made anew (what could be recovered is back).
    let favoritesWereRecreated: Bool

    /// A saved conference as `podium remind` opens it: nil when it was never synced (no
    /// favorites to remind of, and reminding makes no store).
    static func reminding(_ saved: SavedConference, in dataDirectory: String) throws -> OpenedConference? {
        guard FileManager.default.fileExists(atPath: ConferenceSource.storePath(saved.store, in: dataDirectory)) else { return nil }
        return try OpenedConference(source: ConferenceSource(saved: saved, dataDirectory: dataDirectory))
    }

    /// What `podium list` says of a saved conference without opening it for writing: its
    /// schedule store's summary (nil when it was never synced; listing makes no store), and whom
    /// My schedule is synced with.
    static func listing(of saved: SavedConference, in dataDirectory: String) async throws
        -> (summary: ScheduleStoreSummary?, partners: [FavoritesSyncState]) {
        let path = ConferenceSource.storePath(saved.store, in: dataDirectory)
        let summary = FileManager.default.fileExists(atPath: path)
            ? try await ScheduleLocalDataManager(path: path, conferenceName: saved.name, timeZone: saved.timeZone).summary() : nil
        let picksPath = FavoritesLocalDataManager.path(forScheduleStoreAt: path)
        let partners = FileManager.default.fileExists(atPath: picksPath) ? try await FavoritesLocalDataManager(path: picksPath).favoritesSyncStates() : []
        return (summary, partners)
    }

    /// Where `add` keeps a feed address's credentials in the secret store (its account: the
    /// conference's store name).
    static let feedAddressService = ScheduleAPIDataManager.addressService

    init(source: ConferenceSource) throws {
        self.source = source
        let favorites = try FavoritesLocalDataManager(path: FavoritesLocalDataManager.path(forScheduleStoreAt: source.personalPath))
        let schedule = try ScheduleLocalDataManager(path: source.storePath, conferenceName: source.nameOverride, fallbackName: source.name,
                                                    timeZone: source.timeZone, feedAddress: source.feedURL.withoutCredentials,
                                                    ignoringOffsets: source.ignoresOffsets, hiding: favorites,
                                                    handingOverFavorites: { try favorites.adoptLegacyFavorites($0) })
        store = schedule
        self.favorites = favorites
        scheduleWasRecreated = schedule.scheduleWasRecreated
        favoritesWereRecreated = favorites.wasRecreated
        openingNotes = [favorites.recovery, schedule.recovery].compactMap { $0?.description }
        if favoritesWereRecreated, let note = try Self.recoverFavorites(into: favorites, source: source) { openingNotes.append(note) }
        let unwritable = Array(Set([favorites.unwritableNote, schedule.unwritableNote].compactMap { $0 })).sorted()
        openingNotes += unwritable
        self.unwritable = unwritable.first
    }

    /// Why the stores can be read but not written (a read-only folder, a full disk), or nil.
    let unwritable: String?

    /// Opens the conference's stores for a command, which says in one line each what opening
    /// had to repair (a damaged file moved aside, favorites recovered), as the app does.
    /// The demo is laid out for today first.
    static func opening(_ source: ConferenceSource, voice: CommandVoice) async throws -> OpenedConference {
        let opened = try OpenedConference(source: source)
        opened.openingNotes.forEach(voice.note)
        try await opened.layingOutTheDemoDay()
        return opened
    }

    /// The favorites file was lost: My schedule comes back from its calendar file, which holds
    /// one event per favorite (the server, when signed in, gives them back on the next sync).
    private static func recoverFavorites(into favorites: FavoritesLocalDataManager, source: ConferenceSource) throws -> String? {
        let calendar = MyScheduleCalendar.fileURL(forStoreAt: source.personalPath)
        let ids = MyScheduleCalendar.sessionIDs(inFileAt: calendar, feedKey: source.feedKey)
        guard !ids.isEmpty else { return nil }
        let written = (try? FileManager.default.attributesOfItem(atPath: calendar.path))?[.modificationDate] as? Date ?? Date()
        let restored = try favorites.restoreFavorites(ids, chosenAt: min(written, Date()))
        return "\(restored) favorite\(restored == 1 ? "" : "s") came back from the My-schedule calendar \(calendar.path)"
    }

    /// `prompting`: a person at the terminal may type the secret store's passphrase (never
    /// while the full-screen app owns the terminal). `lockWait`: how long to wait for another
    /// process's sync of this conference before skipping (the app never waits; a command does).
    func makeSynchronizer(interval: Duration = .seconds(60), prompting: Bool = false,
                          lockWait: Duration = .zero, news openedNews: NewsLocalDataManager? = nil) async throws -> any Synchronizing {
        let fetcher = FeedFetcher()
        let api = Self.scheduleAPI(for: source, fetcher: fetcher, prompting: prompting)
        var news: Synchronizer.News?
        if let newsURL = source.newsURL, let store = try openedNews ?? openNewsStore() {
            news = Synchronizer.News(api: NewsAPIDataManager(fetcher: fetcher, feedURL: newsURL, maximumBytes: source.maximumBytes,
                                                             timeout: source.timeout),
                                     store: store)
        }
        // My schedule follows the person wherever else they keep it: their other devices through
        // the conference's server, the event's own web schedule on pretalx.
        let favorites = Synchronizer.Favorites(store: self.favorites, partners: try await syncPartners(prompting: prompting))
        return Synchronizer(api: api, store: store, news: news, favorites: favorites, interval: interval,
                            lock: FileSyncLock(storePath: source.storePath), lockWait: lockWait)
    }

    /// Where else My schedule is kept: the conference's podium-server, when it has one, and its
    /// pretalx, when its feed comes from one (each exchanged with once the person signs in).
    func syncPartners(prompting: Bool = false) async throws -> [any FavoritesSyncPartner] {
        var partners: [any FavoritesSyncPartner] = []
        let secrets = SecretStoreAccess.store(dataDirectory: source.dataDirectory, prompting: prompting)
        if let server = source.server { partners.append(PodiumServerFavoritesDataManager(address: server, secrets: secrets)) }
        if let pretalx = try await pretalx(prompting: prompting) { partners.append(pretalx) }
        return partners
    }

    /// The conference's server, when it has one, with the sign-in kept in the secret store.
    static func attendeesAPI(for source: ConferenceSource, prompting: Bool,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> AttendeesAPIDataManager? {
        source.server.map { server in
            AttendeesAPIDataManager(address: server, secrets: SecretStoreAccess.store(dataDirectory: source.dataDirectory, prompting: prompting,
                                                                                   environment: environment))
        }
    }

    /// The event's pretalx, when the feed is a pretalx export (found from the feed, never typed).
    func pretalx(prompting: Bool = false) async throws -> PretalxFavoritesDataManager? {
        guard let event = try await store.pretalxEvent() else { return nil }
        return PretalxFavoritesDataManager(event: event, secrets: SecretStoreAccess.store(dataDirectory: source.dataDirectory, prompting: prompting),
                                           talks: store)
    }

    /// The news store, when the conference has a news feed. The app opens it once for both the
    /// synchronizer and the screens: a store tells its own readers when it changed.
    func openNewsStore() throws -> NewsLocalDataManager? {
        guard source.newsURL != nil, let path = source.newsStorePath else { return nil }
        return try NewsLocalDataManager(path: path)
    }

    /// The schedule's API data manager: its feed, read in the zone the person set (or the feed's),
    /// with a token from the secret store for a private feed.
    static func scheduleAPI(for source: ConferenceSource, fetcher: any FeedFetching = FeedFetcher(),
                            prompting: Bool = false) -> ScheduleAPIDataManager {
        ScheduleAPIDataManager(fetcher: fetcher, feedURL: source.feedURL, conferenceTimeZone: source.timeZone,
                               ignoringOffsets: source.ignoresOffsets, maximumBytes: source.maximumBytes, timeout: source.timeout,
                               secrets: SecretStoreAccess.store(dataDirectory: source.dataDirectory, prompting: prompting),
                               addressAccount: source.saved?.store)
    }

    /// Sessions as iCalendar; "add to calendar" files go to `<data dir>/exports`. Events carry
    /// an alarm as long before as the app reminds, unless `withAlarms` is false (the whole agenda).
    func makeCalendar(withAlarms: Bool = true) -> CalendarService {
        CalendarService(feedKey: source.feedKey,
                        exportDirectory: URL(fileURLWithPath: source.dataDirectory).appendingPathComponent("exports"),
                        alarmMinutesBefore: withAlarms && source.reminderMinutes > 0 ? source.reminderMinutes : nil)
    }

    /// The subscribable My-schedule calendar, beside the store.
    func makeMyScheduleCalendar() -> MyScheduleCalendar {
        MyScheduleCalendar(schedule: store, favorites: favorites, calendar: makeCalendar(), fileURL: MyScheduleCalendar.fileURL(forStoreAt: source.personalPath),
                           name: "My schedule · \(source.name)", favoritesWereRecreated: favoritesWereRecreated)
    }

    /// Speakers as vCards; "save to address book" files go to `<data dir>/exports`, beside the calendar's.
    func makeAddressBook() -> AddressBookService {
        AddressBookService(feedKey: source.feedKey, exportDirectory: URL(fileURLWithPath: source.dataDirectory).appendingPathComponent("exports"))
    }
}
