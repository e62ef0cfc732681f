import AgendaContract
import FiltersContract
import Foundation
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// The module's one public type: App builds it with the store's reading and favorite-writing
/// sides and the builders of the modules Agenda opens.
public struct AgendaBuilder: AgendaBuilding {
    private let schedule: any ScheduleReading
    private let favorites: any FavoritesWriting
    private let filters: any FiltersBuilding
    private let sessionDetails: any SessionDetailsBuilding
    private let now: @Sendable () -> Date

    public init(schedule: any ScheduleReading, favorites: any FavoritesWriting, filters: any FiltersBuilding, sessionDetails: any SessionDetailsBuilding,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.schedule = schedule
        self.favorites = favorites
        self.filters = filters
        self.sessionDetails = sessionDetails
        self.now = now
    }

    public func makeAgenda() -> ViewController {
        AgendaRouter.assembleModule(schedule: schedule, favorites: favorites, filters: filters, sessionDetails: sessionDetails, now: now)
    }
}
