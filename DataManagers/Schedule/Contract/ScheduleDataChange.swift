/// A kind of data that changed in the store.
public enum ScheduleDataChange: Sendable, Hashable {
    case schedule
    case favorites

    /// Both kinds: what a screen showing sessions with their favorite marks listens to.
    public static let any: Set<ScheduleDataChange> = [.schedule, .favorites]
}
