import AddressBookServiceContract
import Agenda
import AgendaContract
import AttendeeDetails
import Attendees
import AttendeesDataContract
import CalendarServiceContract
import ExternalOpenerContract
import FavoritesDataContract
import Filters
import FiltersContract
import Foundation
import Grid
import GridContract
import Login
import MySchedule
import MyScheduleContract
import News
import NewsContract
import NewsDataContract
import NewsDetails
import NotifierContract
import PersonServiceContract
import NowAndNext
import NowAndNextContract
import Profile
import Root
import RootContract
import ScheduleDataContract
import SessionDetails
import SessionDetailsContract
import SpeakerDetails
import SpeakerDetailsContract
import Speakers
import SpeakersContract
import SynchronizerContract
import TerminalUI

/// What the screens need of the person's own store: My schedule (read, starred, synced with whom),
/// what is hidden, when they last looked, the reminders given.
public typealias ScreensFavorites = FavoritesReading & FavoriteListReading & FavoritesWriting & LastLookedReading & LastLookedWriting
    & HidingReading & HidingWriting & ReminderClaiming & FavoritesSyncStateReading

/// What the screens are built from: the stores and services of one conference.
public struct ScreenDependencies {
    public var schedule: any ScheduleReading
    public var favorites: any ScreensFavorites
    /// The conference's news, when it has a news feed: the News tab shows only then.
    public var news: (any NewsReading)?
    public var calendar: any CalendarExporting
    public var contacts: any ContactExporting
    public var opener: any ExternalOpening
    public var synchronizer: any Synchronizing
    /// The time the app's own clock work (reminders, "synced 2 min ago") runs on.
    public var clock: any SyncClock
    /// What opening the stores had to repair, shown once when the app opens.
    public var notices: [String]
    public var localTimeZone: TimeZone
    public var now: @Sendable () -> Date
    /// How many minutes before a favorite starts the app reminds (0: never), and the desktop's
    /// notifications, when they are wanted and there are any.
    public var reminderMinutes: Int
    public var notifier: (any DesktopNotifying)?
    /// The conference's server and the attendees as last seen, when it has a server: the
    /// Attendees tab shows only then.
    public var server: (any AttendeesServing)?
    public var attendeeCache: (any AttendeeListCaching & AttendeeCaching)?
    /// People's photos (the feed's and the server's hosts only), when the app shows pictures.
    public var photos: (any PersonPhotoFetching)?

    public init(schedule: any ScheduleReading, favorites: any ScreensFavorites, news: (any NewsReading)? = nil, calendar: any CalendarExporting, contacts: any ContactExporting,
                opener: any ExternalOpening,
                synchronizer: any Synchronizing, clock: any SyncClock, notices: [String] = [], localTimeZone: TimeZone = .current,
                now: @escaping @Sendable () -> Date = Date.init, reminderMinutes: Int = 0, notifier: (any DesktopNotifying)? = nil,
                server: (any AttendeesServing)? = nil, attendeeCache: (any AttendeeListCaching & AttendeeCaching)? = nil,
                photos: (any PersonPhotoFetching)? = nil) {
        self.photos = photos
        self.server = server
        self.attendeeCache = attendeeCache
        self.reminderMinutes = reminderMinutes
        self.notifier = notifier
        self.schedule = schedule
        self.favorites = favorites
        self.news = news
        self.calendar = calendar
        self.contacts = contacts
        self.opener = opener
        self.synchronizer = synchronizer
        self.clock = clock
        self.notices = notices
        self.localTimeZone = localTimeZone
        self.now = now
    }
}

/// The composition root of the screens: each module's builder gets exactly the narrow contracts
/// it asks for, and modules see each other only as contract types. The app and the benchmarks
/// both build their window from here.
@MainActor
public enum Composition {
    public static func makeRoot(_ dependencies: ScreenDependencies) -> ViewController {
        let (store, picks) = (dependencies.schedule, dependencies.favorites)
        let details = DetailScreens(dependencies)
        let filters: any FiltersBuilding = FiltersBuilder(schedule: store, hiding: picks)
        let agenda: any AgendaBuilding = AgendaBuilder(schedule: store, favorites: picks, filters: filters, sessionDetails: details,
                                                       now: dependencies.now)
        let mySchedule: any MyScheduleBuilding = MyScheduleBuilder(schedule: store, favorites: picks, sessionDetails: details, now: dependencies.now)
        let speakers: any SpeakersBuilding = SpeakersBuilder(schedule: store, favorites: picks, speakerDetails: details)
        let grid: any GridBuilding = GridBuilder(schedule: store, favorites: picks, filters: filters, sessionDetails: details, now: dependencies.now)
        let nowAndNext: any NowAndNextBuilding = NowAndNextBuilder(schedule: store, favorites: picks, filters: filters, sessionDetails: details,
                                                                   localTimeZone: dependencies.localTimeZone, now: dependencies.now)
        let news = dependencies.news.map { news in
            NewsBuilder(news: news, schedule: store, newsDetails: NewsDetailsBuilder(news: news, schedule: store, opener: dependencies.opener))
        }
        // The tabs, in order: adding a screen to the tab bar is one line here. The ones every
        // conference has come first, so their digits are the same everywhere; the ones only some
        // have (news, a server) follow, and digits go by position, so there is never a gap.
        var tabs: [(title: String, screen: @MainActor () -> ViewController)] = [
            ("Agenda", { agenda.makeAgenda() }),
            ("Now & next", { nowAndNext.makeNowAndNext() }),
            ("Grid", { grid.makeGrid() }),
            ("My schedule", { mySchedule.makeMySchedule() }),
            ("Speakers", { speakers.makeSpeakers() }),
        ]
        if let news { tabs.append(("News", { news.makeNews() })) }
        if let server = dependencies.server, let cache = dependencies.attendeeCache {
            let attendees = AttendeesBuilder(
                server: server, cache: cache, login: LoginBuilder(server: server),
                attendeeDetails: AttendeeDetailsBuilder(server: server, cache: cache, contacts: dependencies.contacts, opener: dependencies.opener),
                profile: ProfileBuilder(profiles: server))
            tabs.append(("Attendees", { attendees.makeAttendees() }))
        }
        let rootTabs = tabs.prefix(9).enumerated().map { index, tab in
            RootTab(tab.title, key: Character(String(index + 1)), screen: tab.screen)
        }
        let reminders = dependencies.reminderMinutes > 0
            ? RootReminders(schedule: store, favorites: picks, minutesBefore: dependencies.reminderMinutes, sessionDetails: details, notifier: dependencies.notifier)
            : nil
        return RootBuilder(tabs: rootTabs, synchronizer: dependencies.synchronizer, clock: dependencies.clock, reminders: reminders,
                           localTimeZone: dependencies.localTimeZone, notices: dependencies.notices).makeRoot()
    }
}

/// The two detail screens that open each other (a session's speaker, a speaker's session):
/// each module's builder is made when a screen is opened, with this as its way to the other,
/// so neither builder has to exist before the other. It holds only what the builders are made
/// of, never a screen.
@MainActor
final class DetailScreens: SessionDetailsBuilding, SpeakerDetailsBuilding {
    private let dependencies: ScreenDependencies

    init(_ dependencies: ScreenDependencies) {
        self.dependencies = dependencies
    }

    func makeSessionDetails(sessionID: String) -> ViewController {
        SessionDetailsBuilder(schedule: dependencies.schedule, favorites: dependencies.favorites, calendar: dependencies.calendar,
                              opener: dependencies.opener, speakerDetails: self, localTimeZone: dependencies.localTimeZone,
                              now: dependencies.now).makeSessionDetails(sessionID: sessionID)
    }

    func makeSpeakerDetails(speakerID: String) -> ViewController {
        SpeakerDetailsBuilder(schedule: dependencies.schedule, favorites: dependencies.favorites, contacts: dependencies.contacts, opener: dependencies.opener,
                              sessionDetails: self, photos: dependencies.photos).makeSpeakerDetails(speakerID: speakerID)
    }
}
