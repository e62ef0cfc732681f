import Entities
import Foundation
import ScheduleDataContract

@MainActor
final class AgendaInteractor {
    let store: ScheduleStore
    init(store: ScheduleStore) { self.store = store }
    func load() async throws -> [Session] { try await store.sessions() }
}
