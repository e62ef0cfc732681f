import Foundation
import MyScheduleContract
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// The module's one public type.
public struct MyScheduleBuilder: MyScheduleBuilding {
    private let store: any ScheduleLocalDataManaging
    private let sessionDetails: any SessionDetailsBuilding
    private let now: @Sendable () -> Date

    public init(store: any ScheduleLocalDataManaging, sessionDetails: any SessionDetailsBuilding, now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.sessionDetails = sessionDetails
        self.now = now
    }

    public func makeMySchedule() -> ViewController {
        MyScheduleRouter.assembleModule(store: store, sessionDetails: sessionDetails, now: now)
    }
}
