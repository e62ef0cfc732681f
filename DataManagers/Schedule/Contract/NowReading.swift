import Entities
import Foundation
import LiveDataContract

/// What is on now in every room, and what comes next there.
public protocol NowReading: ChangeAnnouncing where Change == ScheduleDataChange {
    /// The sessions on at `instant` and, in each room, the first to start after it on the same
    /// programme day, through `filter`; when nothing more is on that day, the first sessions of
    /// the next day that has any (the conference's opening, before it starts).
    func nowAndNext(at instant: Date, matching filter: SessionFilter) async throws -> NowAndNext
}
