import FavoritesDataContract
import NotifierContract
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// Builds the Root module: the tab bar with every screen module and the sync status line.
@MainActor
public protocol RootBuilding {
    func makeRoot() -> ViewController
}

/// One tab: its title, the key that chooses it, and how to build its screen (another module's
/// builder, through that module's contract). The composition root lists them; Root knows no
/// screen module.
public struct RootTab {
    public let title: String
    public let key: Character
    public let makeScreen: @MainActor () -> ViewController

    public init(_ title: String, key: Character, screen makeScreen: @escaping @MainActor () -> ViewController) {
        self.title = title
        self.key = key
        self.makeScreen = makeScreen
    }
}

/// What reminders read of the schedule: the favorites' sessions, the zone.
public typealias RootReading = ConferenceReading & SessionListReading

/// What reminders read of the person's own store (which favorites there are), and where they
/// record each one given, so the reminder timer does not give it again.
public typealias RootFavorites = FavoritesReading & ReminderClaiming

/// What reminders need: while the app runs, each favorite that starts within `minutesBefore`
/// minutes is announced once in a banner over the status line (Enter opens it with
/// `sessionDetails`), and on the desktop through `notifier` when there is one.
public struct RootReminders {
    public let schedule: any RootReading
    public let favorites: any RootFavorites
    public let minutesBefore: Int
    public let sessionDetails: any SessionDetailsBuilding
    public let notifier: (any DesktopNotifying)?

    public init(schedule: any RootReading, favorites: any RootFavorites, minutesBefore: Int, sessionDetails: any SessionDetailsBuilding,
                notifier: (any DesktopNotifying)?) {
        self.schedule = schedule
        self.favorites = favorites
        self.minutesBefore = minutesBefore
        self.sessionDetails = sessionDetails
        self.notifier = notifier
    }
}
