import AppComposition
import Entities
import ExternalOpener
import FeedFetcherContract
import Foundation
import Logging
import NewsLocalDataManager
import Notifier
import PeopleAPIDataManager
import PeopleDataContract
import PeopleLocalDataManager
import SynchronizerContract
import TerminalHost
import TerminalUI

/// The interactive app: builds the screens (AppComposition), starts the synchronizer, and runs
/// the window on the terminal until the person quits.
@MainActor
enum InteractiveApp {
    static func run(_ composition: Composition, syncInterval: Duration, desktopNotifications: Bool, environment: [String: String],
                    logger: Logger) async -> Int32 {
        let synchronizer: any Synchronizing
        let news: NewsLocalDataManager?
        do {
            news = try composition.openNewsStore()
            synchronizer = try composition.makeSynchronizer(interval: syncInterval, news: news)
        } catch {
            FileHandle.standardError.write(Data("podium: \(Sanitizer.clean("\(error)"))\n".utf8))
            return 1
        }
        let people = peopleDependencies(composition.source, environment: environment, logger: logger)
        let root = Screens.makeRoot(ScreenDependencies(schedule: composition.store, news: news, calendar: composition.makeCalendar(),
                                                       contacts: composition.makeAddressBook(),
                                                       opener: XDGOpener(environment: environment), synchronizer: synchronizer,
                                                       notices: composition.openingNotes,
                                                       reminderMinutes: composition.source.reminderMinutes,
                                                       notifier: desktopNotifications ? NotifySend(environment: environment) : nil,
                                                       people: people?.server, peopleCache: people?.cache))

        let window = Window(minimumSize: Size(width: 60, height: 16))
        window.rootViewController = root
        let application = TerminalApplication(window: window, programName: "podium", environment: environment)

        logger.info("started", metadata: ["feed": "\(composition.source.feedURL.withoutCredentials)", "store": "\(composition.source.storePath)"])
        for note in composition.openingNotes { logger.warning("\(note)") }
        let syncing = Task.detached { await synchronizer.run() }
        let logging = Task.detached { await log(synchronizer, to: logger) }
        let myScheduleCalendar = composition.makeMyScheduleCalendar()
        let publishing = Task.detached {
            await myScheduleCalendar.follow { error in logger.warning("my-schedule calendar", metadata: ["error": "\(error)"]) }
        }
        let status = await application.run()
        syncing.cancel()
        logging.cancel()
        publishing.cancel()
        logger.info("quit", metadata: ["status": "\(status)"])
        return status
    }

    /// The conference's server and the directory as last seen, when it has a server. The token
    /// is read from the secret store without asking for a passphrase (the terminal belongs to the
    /// app); a directory cache that cannot be opened leaves People working online only.
    static func peopleDependencies(_ source: ConferenceSource, environment: [String: String], logger: Logger)
        -> (server: any PeopleServing & ProfileServing, cache: any PeopleCaching)? {
        guard let server = Composition.peopleAPI(for: source, prompting: false, environment: environment) else { return nil }
        do {
            return (server, try PeopleLocalDataManager(path: source.peopleCachePath))
        } catch {
            logger.warning("directory cache", metadata: ["error": "\(error)"])
            return (server, ForgetfulPeopleCache())
        }
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
