import Entities
import ScheduleDataContract

/// Reads the session categories and rooms from the local store, and re-reads them when a sync
/// changes the schedule.
@MainActor
final class FiltersInteractor: FiltersUseCase {
    weak var output: FiltersInteractorOutput?
    private let store: any ScheduleLocalDataManaging
    private var load: Task<Void, Never>?
    private var listener: Task<Void, Never>?

    init(store: any ScheduleLocalDataManaging) {
        self.store = store
    }

    isolated deinit {
        load?.cancel()
        listener?.cancel()
    }

    func loadOptions() {
        read()
        guard listener == nil else { return }
        let changes = store.changeEvents()
        listener = Task { [weak self] in
            for await change in changes where change == .schedule {
                self?.read()
            }
        }
    }

    private func read() {
        load?.cancel()
        let store = store
        load = Task { [weak self] in
            do {
                let categories = try await store.categories().filter { $0.appliesTo == .session && !$0.items.isEmpty }
                let rooms = try await store.rooms()
                guard !Task.isCancelled else { return }
                self?.output?.didLoadOptions(categories: categories, rooms: rooms)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFailToLoadOptions("cannot read the schedule: \(error)")
            }
        }
    }
}
