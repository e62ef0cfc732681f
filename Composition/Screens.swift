import Agenda
import AgendaContract
import CalendarServiceContract
import ExternalOpenerContract
import Filters
import FiltersContract
import Foundation
import MySchedule
import MyScheduleContract
import Root
import RootContract
import ScheduleDataContract
import SessionDetails
import SessionDetailsContract
import SynchronizerContract
import TerminalUI

/// What the screens need of the schedule's local store: reading it, and the person's marks.
public typealias ScreensStore = ScheduleReading & FavoritesWriting & LastLookedWriting

/// What the screens are built from: the stores and services of one conference.
public struct ScreenDependencies {
    public var schedule: any ScreensStore
    public var calendar: any CalendarExporting
    public var opener: any ExternalOpening
    public var synchronizer: any Synchronizing
    /// What opening the stores had to repair, shown once when the app opens.
    public var notices: [String]
    public var localTimeZone: TimeZone
    public var now: @Sendable () -> Date

    public init(schedule: any ScreensStore, calendar: any CalendarExporting, opener: any ExternalOpening,
                synchronizer: any Synchronizing, notices: [String] = [], localTimeZone: TimeZone = .current,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.schedule = schedule
        self.calendar = calendar
        self.opener = opener
        self.synchronizer = synchronizer
        self.notices = notices
        self.localTimeZone = localTimeZone
        self.now = now
    }
}

/// The composition root of the screens: each module's builder gets exactly the narrow contracts
/// it asks for, and modules see each other only as contract types. The app and the benchmarks
/// both build their window from here.
@MainActor
public enum Screens {
    public static func makeRoot(_ dependencies: ScreenDependencies) -> ViewController {
        let store = dependencies.schedule
        let details: any SessionDetailsBuilding = SessionDetailsBuilder(
            schedule: store, favorites: store, calendar: dependencies.calendar, opener: dependencies.opener,
            localTimeZone: dependencies.localTimeZone, now: dependencies.now)
        let filters: any FiltersBuilding = FiltersBuilder(schedule: store)
        let agenda: any AgendaBuilding = AgendaBuilder(schedule: store, favorites: store, filters: filters, sessionDetails: details,
                                                       now: dependencies.now)
        let mySchedule: any MyScheduleBuilding = MyScheduleBuilder(schedule: store, favorites: store, lastLooked: store,
                                                                   sessionDetails: details, now: dependencies.now)
        // The tabs, in order: adding a screen to the tab bar is one line here.
        let tabs = [
            RootTab("Agenda", key: "1") { agenda.makeAgenda() },
            RootTab("My schedule", key: "2") { mySchedule.makeMySchedule() },
        ]
        return RootBuilder(tabs: tabs, synchronizer: dependencies.synchronizer, localTimeZone: dependencies.localTimeZone,
                           notices: dependencies.notices).makeRoot()
    }
}
