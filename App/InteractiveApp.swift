import AttendeesAPIDataManager
import AttendeesDataContract
import AttendeesLocalDataManager
import Composition
import ConferencesLocalDataManager
import Entities
import ExternalOpener
import FeedFetcher
import FeedFetcherContract
import Foundation
import Logging
import NewsLocalDataManager
import Notifier
import PersonService
import PersonServiceContract
import StoreFiles
import Synchronizer
import SynchronizerContract
import TerminalHost
import TerminalUI

/// The interactive app: builds the screens (Composition), starts the synchronizer, and runs
/// the window on the terminal until the person quits.
@MainActor
enum InteractiveApp {
    static func run(_ opened: OpenedConference, syncInterval: Duration, desktopNotifications: Bool, environment: [String: String],
                    logger: Logger) async -> Int32 {
        let look: InterfaceLook
        do {
            look = try InterfaceLook(PersonFiles.interfaceSettings(environment).load(), environment: environment)
        } catch {
            FileHandle.standardError.write(Data("podium: \(Sanitizer.clean("\(error)"))\n".utf8))
            return 1
        }
        // Photos only where the terminal draws pictures and a decoder is installed.
        let pictures = look.images.flatMap { format in ChafaImages(environment: environment).map { (renderer: $0 as any ImageRendering, format: format) } }
        let synchronizer: any Synchronizing
        let news: NewsLocalDataManager?
        do {
            news = try opened.openNewsStore()
            synchronizer = try await opened.makeSynchronizer(interval: syncInterval, news: news)
        } catch {
            FileHandle.standardError.write(Data("podium: \(Sanitizer.clean("\(error)"))\n".utf8))
            return 1
        }
        let attendees = attendeesDependencies(opened.source, environment: environment, logger: logger)
        let root = Composition.makeRoot(ScreenDependencies(schedule: opened.store, favorites: opened.favorites, news: news, calendar: opened.makeCalendar(),
                                                       contacts: opened.makeAddressBook(),
                                                       opener: XDGOpener(environment: environment), synchronizer: synchronizer, clock: SystemSyncClock(),
                                                       notices: opened.openingNotes,
                                                       reminderMinutes: opened.source.reminderMinutes,
                                                       notifier: desktopNotifications ? NotifySend(environment: environment) : nil,
                                                       server: attendees?.server, attendeeCache: attendees?.cache,
                                                       photos: pictures == nil ? nil : photos(for: opened.source)))

        let window = Window(minimumSize: Size(width: 40, height: 12))
        look.apply(to: window)
        window.rootViewController = root
        let application = TerminalApplication(window: window, programName: "podium", environment: environment,
                                              colorMode: look.colorMode, palette: look.palette, mouse: look.mouse, images: pictures,
                                              atRest: { StoreMemory.release() })

        logger.info("started", metadata: ["feed": "\(opened.source.feedURL.withoutCredentials)", "store": "\(opened.source.storePath)"])
        for note in opened.openingNotes { logger.warning("\(note)") }
        let syncing = Task.detached { await synchronizer.run() }
        let logging = Task.detached { await log(synchronizer, to: logger) }
        let myScheduleCalendar = opened.makeMyScheduleCalendar()
        let publishing = Task.detached {
            await myScheduleCalendar.follow { error in logger.warning("my-schedule calendar", metadata: ["error": "\(error)"]) }
        }
        let upcomingFavorites = opened.upcomingFavorites
        let keepingStatusBar = Task.detached { await upcomingFavorites.follow() }
        let status = await application.run()
        syncing.cancel()
        logging.cancel()
        publishing.cancel()
        keepingStatusBar.cancel()
        logger.info("quit", metadata: ["status": "\(status)"])
        return status
    }

    /// People's photos, fetched only from the feed's host and the conference server's, kept in
    /// the data folder's `photos/`.
    static func photos(for source: ConferenceSource) -> any PersonPhotoFetching {
        PersonPhotoCache(fetcher: FeedFetcher(), origins: [source.feedURL] + (source.server.map { [$0] } ?? []),
                         folder: URL(fileURLWithPath: source.dataDirectory).appendingPathComponent("photos"))
    }

    /// The conference's server and the attendees as last seen, when it has a server. The token
    /// is read from the secret store without asking for a passphrase (the terminal belongs to the
    /// app); a cache that cannot be opened leaves the Attendees tab working online only.
    static func attendeesDependencies(_ source: ConferenceSource, environment: [String: String], logger: Logger)
        -> (server: any AttendeesServing, cache: any AttendeeListCaching & AttendeeCaching)? {
        guard let server = OpenedConference.attendeesAPI(for: source, prompting: false, environment: environment) else { return nil }
        do {
            removeFormerCache(of: source)
            return (server, try AttendeesLocalDataManager(path: source.attendeeCachePath))
        } catch {
            logger.warning("attendees cache", metadata: ["error": "\(error)"])
            return (server, ForgetfulAttendeeCache())
        }
    }

    /// The cache kept under its earlier name (`people/`, in an older shape) goes: it held only
    /// what the server said, and the next visit to the Attendees tab reads it again.
    private static func removeFormerCache(of source: ConferenceSource) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: source.formerAttendeeCachePath + suffix) }
    }

    /// Every finished sync, once, in the log file (a status also changes when the next attempt
    /// is scheduled; that is not another sync).
    static func log(_ synchronizer: any Synchronizing, to logger: Logger) async {
        var lastLogged: Date?
        for await status in await synchronizer.statusUpdates() where !status.isSyncing {
            guard let attempt = status.lastAttempt, attempt != lastLogged else { continue }
            lastLogged = attempt
            if let error = status.lastError {
                logger.warning("sync failed", metadata: ["error": "\(error)"])
            } else if let held = status.heldBack {
                logger.warning("sync held back", metadata: ["reason": "\(held)"])
            } else if status.lastSuccess == attempt {
                logger.info("synced", metadata: ["at": "\(attempt.formatted(.iso8601))", "warnings": "\(status.warnings.count)"])
            }
        }
    }
}
