import ConferencesDataContract
import FavoritesDataContract
import ScheduleDataContract

/// What reminding reads of one saved conference: its schedule and the person's picks, with the
/// record of reminders given (shared with the app and other runs, so one of them notifies).
public struct ReminderStores: Sendable {
    public let schedule: any ConferenceReading & SessionListReading
    public let favorites: any FavoritesReading & ReminderClaiming & ReminderReleasing

    public init(schedule: any ConferenceReading & SessionListReading, favorites: any FavoritesReading & ReminderClaiming & ReminderReleasing) {
        self.schedule = schedule
        self.favorites = favorites
    }
}
