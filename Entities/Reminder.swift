import Foundation

/// A favorite about to start: what a reminder says and what Enter on it opens.
public struct Reminder: Sendable, Hashable {
    public let sessionID: String
    public var title: String
    public var roomName: String?
    public var startsAt: Date
    /// The conference's zone, in which its time is shown (as the agenda shows it).
    public var timeZone: TimeZone

    public init(sessionID: String, title: String, roomName: String? = nil, startsAt: Date, timeZone: TimeZone) {
        self.sessionID = sessionID
        self.title = title
        self.roomName = roomName
        self.startsAt = startsAt
        self.timeZone = timeZone
    }
}

extension Reminder {
    /// Whether a session starting at `start` is announced at `now` with `lead` seconds' notice:
    /// once it is within the lead and until it starts (one that already started is not).
    public static func isDue(startingAt start: Date, now: Date, lead: TimeInterval) -> Bool {
        start > now && start.timeIntervalSince(now) <= lead
    }
}
