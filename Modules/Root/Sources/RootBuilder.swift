import AgendaContract
import Foundation
import MyScheduleContract
import RootContract
import SynchronizerContract
import TerminalUI

/// The module's one public type: App gives it the tab modules' builders and the synchronizer.
public struct RootBuilder: RootBuilding {
    private let agenda: any AgendaBuilding
    private let mySchedule: any MyScheduleBuilding
    private let synchronizer: any Synchronizing
    private let clock: any SyncClock
    private let localTimeZone: TimeZone
    private let notices: [String]

    /// `notices`: what the person must hear at once (a damaged store was moved aside, the data
    /// folder is read-only), shown in an alert when the app opens.
    public init(agenda: any AgendaBuilding, mySchedule: any MyScheduleBuilding, synchronizer: any Synchronizing,
                clock: any SyncClock = SystemSyncClock(), localTimeZone: TimeZone = .current, notices: [String] = []) {
        self.notices = notices
        self.agenda = agenda
        self.mySchedule = mySchedule
        self.synchronizer = synchronizer
        self.clock = clock
        self.localTimeZone = localTimeZone
    }

    public func makeRoot() -> ViewController {
        RootRouter.assembleModule(agenda: agenda, mySchedule: mySchedule, synchronizer: synchronizer, clock: clock,
                                  localTimeZone: localTimeZone, notices: notices)
    }
}
