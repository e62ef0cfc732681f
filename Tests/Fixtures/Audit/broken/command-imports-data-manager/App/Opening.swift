import ScheduleDataContract
import ScheduleLocalDataManager

/// The app's composition: the one place that names the store's implementation.
enum Opening {
    static func schedule() -> any ScheduleStore { LocalScheduleStore(stored: []) }
}
