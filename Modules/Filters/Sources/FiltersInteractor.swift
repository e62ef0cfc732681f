import Entities
import LiveDataContract
import ScheduleDataContract

/// Reads the session categories and rooms from the local store, and again whenever a sync
/// changes the schedule.
@MainActor
final class FiltersInteractor: FiltersUseCase {
    weak var output: FiltersInteractorOutput?
    private let schedule: any ScheduleReading
    private var options: LiveRead?

    init(schedule: any ScheduleReading) {
        self.schedule = schedule
    }

    func loadOptions() {
        let schedule = schedule
        options = schedule.live(on: [.schedule]) {
            (categories: try await schedule.categories().filter { $0.appliesTo == .session && !$0.items.isEmpty },
             rooms: try await schedule.rooms())
        } deliver: { [weak self] result in
            switch result {
            case .success(let options): self?.output?.didLoadOptions(categories: options.categories, rooms: options.rooms)
            case .failure(let error): self?.output?.didFailToLoadOptions("cannot read the schedule: \(error)")
            }
        }
    }
}
