import Entities
import LiveData
import ScheduleDataContract

/// Reads the session categories and rooms from the local store, with how many sessions each
/// holds, and again whenever a sync changes the schedule.
@MainActor
final class FiltersInteractor: FiltersUseCase {
    weak var output: FiltersInteractorOutput?
    private let schedule: any FiltersReading
    private var options: LiveRead?

    init(schedule: any FiltersReading) {
        self.schedule = schedule
    }

    func loadOptions() {
        let schedule = schedule
        options = schedule.live(on: [.schedule]) {
            (categories: try await schedule.categories().filter { $0.appliesTo == .session && !$0.items.isEmpty },
             rooms: try await schedule.rooms(),
             counts: try? await schedule.sessionCounts())   // the options without their counts, rather than none
        } deliver: { [weak self] options in
            self?.output?.didLoadOptions(categories: options.categories, rooms: options.rooms, counts: options.counts)
        } failed: { [weak self] error in
            self?.output?.didFailToLoadOptions("cannot read the schedule: \(error)")
        }
    }
}
