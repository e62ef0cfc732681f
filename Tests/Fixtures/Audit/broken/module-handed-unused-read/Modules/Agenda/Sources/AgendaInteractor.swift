import Entities
import Foundation
import ScheduleDataContract

@MainActor
final class AgendaInteractor {
    let store: ScheduleStore
    let conference: any ConferenceReading
    init(store: ScheduleStore, conference: any ConferenceReading) {
        self.store = store
        self.conference = conference
    }
    func load() async throws -> [Session] { try await store.sessions() }
    func title() async throws -> String { try await conference.conferenceName() }
}
