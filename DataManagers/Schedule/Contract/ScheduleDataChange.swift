/// A kind of data that changed in the store.
public enum ScheduleDataChange: Sendable, Hashable {
    /// The schedule (a feed applied), or what every list shows of it (something hidden or shown again).
    case schedule
}
