import Foundation

/// A session the person saved to My schedule. Whether its session is still in the schedule is
/// the schedule's to say (the favorites store keeps no copy of it): a reader asks for the
/// favorites' sessions and shows those it does not get as no longer in the schedule.
public struct Favorite: Sendable, Hashable, Codable {
    public let sessionID: String
    public var addedAt: Date
    /// Its session as last seen in the schedule (title, time, room): what a favorite whose
    /// session left is shown by.
    public var lastKnown: ScheduleChange.Snapshot?

    public init(sessionID: String, addedAt: Date, lastKnown: ScheduleChange.Snapshot? = nil) {
        self.sessionID = sessionID
        self.addedAt = addedAt
        self.lastKnown = lastKnown
    }
}
