import AgendaContract
import FiltersContract
import Foundation
import ScheduleDataContract
import SessionDetailsContract
import TerminalUI

/// The module's one public type: App builds it with the store and the builders of the
/// modules Agenda opens.
public struct AgendaBuilder: AgendaBuilding {
    private let store: any ScheduleLocalDataManaging
    private let filters: any FiltersBuilding
    private let sessionDetails: any SessionDetailsBuilding
    private let now: @Sendable () -> Date

    public init(store: any ScheduleLocalDataManaging, filters: any FiltersBuilding, sessionDetails: any SessionDetailsBuilding,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.store = store
        self.filters = filters
        self.sessionDetails = sessionDetails
        self.now = now
    }

    public func makeAgenda() -> ViewController {
        AgendaRouter.assembleModule(store: store, filters: filters, sessionDetails: sessionDetails, now: now)
    }
}
