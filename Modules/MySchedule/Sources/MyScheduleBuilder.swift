import Foundation
import MyScheduleContract
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// The module's one public type.
public struct MyScheduleBuilder: MyScheduleBuilding {
    private let schedule: any ScheduleReading
    private let favorites: any FavoritesWriting
    private let lastLooked: any LastLookedWriting
    private let sessionDetails: any SessionDetailsBuilding
    private let now: @Sendable () -> Date

    public init(schedule: any ScheduleReading, favorites: any FavoritesWriting, lastLooked: any LastLookedWriting,
                sessionDetails: any SessionDetailsBuilding, now: @escaping @Sendable () -> Date = Date.init) {
        self.schedule = schedule
        self.favorites = favorites
        self.lastLooked = lastLooked
        self.sessionDetails = sessionDetails
        self.now = now
    }

    public func makeMySchedule() -> ViewController {
        MyScheduleRouter.assembleModule(schedule: schedule, favorites: favorites, lastLooked: lastLooked, sessionDetails: sessionDetails, now: now)
    }
}
