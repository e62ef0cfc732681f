import Entities
import LiveData
import ScheduleDataContract

/// Reads the session categories and rooms from the local store, and again whenever a sync
/// changes the schedule.
@MainActor
final class FiltersInteractor: FiltersUseCase {
    weak var output: FiltersInteractorOutput?
    private let schedule: any CatalogReading
    private var options: LiveRead?

    init(schedule: any CatalogReading) {
        self.schedule = schedule
    }

    func loadOptions() {
        let schedule = schedule
        options = schedule.live(on: [.schedule]) {
            (categories: try await schedule.categories().filter { $0.appliesTo == .session && !$0.items.isEmpty },
             rooms: try await schedule.rooms())
        } deliver: { [weak self] options in
            self?.output?.didLoadOptions(categories: options.categories, rooms: options.rooms)
        } failed: { [weak self] error in
            self?.output?.didFailToLoadOptions("cannot read the schedule: \(error)")
        }
    }
}
