import Entities
import FavoritesDataContract
import LiveData
import ScheduleDataContract

/// Reads the session categories and rooms from the local store, with how many sessions each
/// holds, and again whenever a sync changes the schedule.
@MainActor
final class FiltersInteractor: FiltersUseCase {
    weak var output: FiltersInteractorOutput?
    private let schedule: any FiltersReading
    private let hiding: any FiltersHiding
    private var options: LiveRead?
    private var writing: Task<Void, Never>?

    init(schedule: any FiltersReading, hiding: any FiltersHiding) {
        self.schedule = schedule
        self.hiding = hiding
    }

    isolated deinit { writing?.cancel() }

    func loadOptions() {
        let (schedule, hiding) = (schedule, hiding)
        options = schedule.live(on: [.schedule], and: hiding, on: [.hidden]) {
            (categories: try await schedule.categories().filter { $0.appliesTo == .session && !$0.items.isEmpty },
             rooms: try await schedule.rooms(),
             counts: try? await schedule.sessionCounts(),   // the options without their counts, rather than none
             hidden: try await hiding.hiddenOptions())
        } deliver: { [weak self] options in
            self?.output?.didLoadOptions(categories: options.categories, rooms: options.rooms, counts: options.counts, hidden: options.hidden)
        } failed: { [weak self] error in
            self?.output?.didFailToLoadOptions("cannot read the schedule: \(error)")
        }
    }

    /// The store announces the change, and the options are read again with it.
    func setHidden(_ option: FilterOption, _ isHidden: Bool) {
        let hiding = hiding
        write {
            switch option {
            case .categoryItem(let id): try await hiding.setCategoryItem(id, hidden: isHidden)
            case .room(let id): try await hiding.setRoom(id, hidden: isHidden)
            }
        }
    }

    func showEverything() {
        let hiding = hiding
        write { try await hiding.showEverything() }
    }

    private func write(_ change: @escaping @Sendable () async throws -> Void) {
        let earlier = writing
        writing = Task { [weak self] in
            await earlier?.value   // in the order they were asked for
            do { try await change() } catch { self?.output?.didFailToHide("\(error)") }
        }
    }
}
