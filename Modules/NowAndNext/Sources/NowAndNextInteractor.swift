import Entities
import FavoriteToggle
import FavoritesDataContract
import Foundation
import LiveData
import ScheduleDataContract

/// Now & next's use cases over the local store: what is on in every room, read again on every
/// change of the schedule and whenever the answer changes by itself (a session ends, the next
/// starts) or the minute turns, so the screen moves on with no key pressed.
@MainActor
final class NowAndNextInteractor: NowAndNextUseCase {
    weak var output: NowAndNextInteractorOutput?
    private let schedule: any NowAndNextReading
    private let stars: FavoriteStars
    private let now: @Sendable () -> Date
    private let sleep: @Sendable (Duration) async throws -> Void
    private var catalog: LiveRead?
    private var board: LiveRead?
    private var wake: Task<Void, Never>?

    init(schedule: any NowAndNextReading, favorites: any NowAndNextFavorites, now: @escaping @Sendable () -> Date,
         sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.schedule = schedule
        stars = FavoriteStars(favorites: favorites, now: now)
        self.now = now
        self.sleep = sleep
    }

    isolated deinit {
        wake?.cancel()
    }

    func start() {
        stars.start(deliver: { [weak self] in self?.output?.didLoadFavorites($0) }, failed: { [weak self] in self?.output?.didFail($0) })
    }

    /// The names filters are shown by, read once a filter is on (the first frame does not wait
    /// for a catalog it does not show), and again on every change.
    private func readCatalog() {
        guard catalog == nil else { return }
        let schedule = schedule
        catalog = schedule.live(on: [.schedule], read: {
            let catalog = try await schedule.filterNames()
            return catalog
        }, deliver: { [weak self] in self?.output?.didLoadCatalog($0) }, failed: { _ in })
    }

    func load(filter: SessionFilter) {
        if !filter.isEmpty { readCatalog() }
        let (schedule, now) = (schedule, now)
        board = nil   // the read through the older filter stops first
        board = schedule.live(on: [.schedule], read: {
            let instant = now()
            // Side by side: the store's pool reads both at once.
            async let conference = schedule.conference()
            async let board = schedule.nowAndNext(at: instant, matching: filter)
            return (conference: try await conference, board: try await board)
        }, deliver: { [weak self] read in
            self?.output?.didLoad(read.conference, board: read.board)
            self?.wakeUp(after: read.board, filter: filter)
        }, failed: { [weak self] error in
            self?.output?.didFail("cannot read the schedule: \(error)")
            self?.wakeUp(after: nil, filter: filter)
        })
    }

    /// Reads again when the answer changes by itself, or at the next turn of the minute (the
    /// countdowns), whichever comes first.
    private func wakeUp(after board: NowAndNext?, filter: SessionFilter) {
        wake?.cancel()
        let instant = board?.instant ?? now()
        let nextMinute = 60 - instant.timeIntervalSince1970.truncatingRemainder(dividingBy: 60)
        let change = board?.nextChange.map { $0.timeIntervalSince(instant) } ?? .infinity
        let seconds = max(0.2, min(nextMinute, change))
        let sleep = sleep
        wake = Task { [weak self] in
            do { try await sleep(.milliseconds(Int(seconds * 1000))) } catch { return }
            guard !Task.isCancelled else { return }
            self?.load(filter: filter)
        }
    }

    func setFavorite(_ sessionID: String, _ isFavorite: Bool) {
        stars.save(sessionID, isFavorite) { [weak self] in self?.output?.didFailToSaveFavorite(sessionID, isFavorite, $0) }
    }
}
