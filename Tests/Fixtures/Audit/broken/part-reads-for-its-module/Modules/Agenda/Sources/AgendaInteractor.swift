import DayWatch
import Entities
import Foundation
import ScheduleDataContract

/// Hands its read to DayWatch, which makes conferenceName(); rooms(on:) is made by nobody.
@MainActor
final class AgendaInteractor {
    let store: ScheduleStore
    let watch: DayWatch
    init(store: ScheduleStore, conference: any ConferenceReading) {
        self.store = store
        watch = DayWatch(conference: conference)
    }
    func load() async throws -> [Session] { try await store.sessions() }
    func title() async throws -> String { try await watch.title() }
}
