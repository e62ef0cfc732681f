import Foundation

/// What a new version of the feed did to its sessions, for what follows them (the person's
/// favorites follow their talk to its new slots): the sessions now, the ids that arrived, and the
/// sessions that left, as they were.
public struct ScheduleSuccession: Sendable, Hashable {
    public var sessions: [Session]
    public var arrived: Set<String>
    public var vanished: [Session]

    public init(sessions: [Session], arrived: Set<String>, vanished: [Session]) {
        self.sessions = sessions
        self.arrived = arrived
        self.vanished = vanished
    }
}
