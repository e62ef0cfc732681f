import Foundation
import RootContract
import SynchronizerContract
import TerminalUI

/// The module's one public type: App gives it the tabs and the synchronizer.
public struct RootBuilder: RootBuilding {
    private let tabs: [RootTab]
    private let synchronizer: any Synchronizing
    private let clock: any SyncClock
    private let localTimeZone: TimeZone
    private let notices: [String]
    private let reminders: RootReminders?

    /// `notices`: what the person must hear at once (a damaged store was moved aside, the data
    /// folder is read-only), shown in an alert when the app opens.
    /// `reminders`: nil, none.
    public init(tabs: [RootTab], synchronizer: any Synchronizing, clock: any SyncClock = SystemSyncClock(),
                reminders: RootReminders? = nil, localTimeZone: TimeZone = .current, notices: [String] = []) {
        self.reminders = reminders
        self.tabs = tabs
        self.synchronizer = synchronizer
        self.clock = clock
        self.localTimeZone = localTimeZone
        self.notices = notices
    }

    public func makeRoot() -> ViewController {
        RootRouter.assembleModule(tabs: tabs, synchronizer: synchronizer, clock: clock, reminders: reminders,
                                  localTimeZone: localTimeZone, notices: notices)
    }
}
