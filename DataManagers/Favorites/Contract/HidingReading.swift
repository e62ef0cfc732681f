import Entities
import LiveDataContract

/// What the person hid from every view (the schedule's store leaves it out of the day, search and
/// Now & next by itself, and announces a change as a change of the schedule, since what every
/// list shows changed); here a change is announced as `.hidden`.
public protocol HidingReading: ChangeAnnouncing where Change == FavoritesDataChange {
    func hiddenOptions() async throws -> HiddenOptions
}
