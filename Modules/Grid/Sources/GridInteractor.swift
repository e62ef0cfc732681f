import Entities
import FavoriteToggle
import FavoritesDataContract
import Foundation
import LiveData
import ScheduleDataContract

/// The Grid's use cases over the local store: the conference, a day's sessions (as outlines: a
/// box shows no description) with the rooms in the feed's order, the favorites, what changed. The day is read again on every change and every minute, so
/// the now line moves on by itself.
@MainActor
final class GridInteractor: GridUseCase {
    weak var output: GridInteractorOutput?
    private let schedule: any GridReading
    private let favorites: any GridFavorites
    private let saver: FavoriteSaver
    private let now: @Sendable () -> Date
    private let tick: Duration
    private var conference: LiveRead?
    private var favoriteMarks: LiveRead?
    private var changeMarks: LiveRead?
    private var day: LiveRead?

    func currentTime() -> Date { now() }

    init(schedule: any GridReading, favorites: any GridFavorites, now: @escaping @Sendable () -> Date, tick: Duration = .seconds(60)) {
        self.schedule = schedule
        self.favorites = favorites
        saver = FavoriteSaver(favorites: favorites, now: now)
        self.now = now
        self.tick = tick
    }

    func start() {
        let (schedule, favorites, now) = (schedule, favorites, now)
        conference = schedule.live(on: [.schedule]) {
            let conference = try await schedule.conference()
            let catalog = try await schedule.filterNames()
            return (conference: conference, catalog: catalog, now: now())
        } deliver: { [weak self] read in
            self?.output?.didLoadConference(read.conference, catalog: read.catalog, now: read.now)
        } failed: { [weak self] error in
            self?.output?.didFail("cannot read the schedule: \(error)")
        }
        favoriteMarks = favorites.live(on: [.favorites], read: { try await favorites.favoriteSessionIDs() },
                                      deliver: { [weak self] in self?.output?.didLoadFavorites($0) },
                                      failed: { [weak self] in self?.output?.didFail("cannot read My schedule: \($0)") })
        // Read again every tick too: a mark goes when its change is a day old.
        changeMarks = schedule.live(on: [.schedule], every: tick,
                                    read: { RecentChanges(try await schedule.changes(since: now().addingTimeInterval(-RecentChanges.age))) },
                                    deliver: { [weak self] in self?.output?.didLoadChanges($0) },
                                    failed: { [weak self] in self?.output?.didFail("cannot read the schedule's changes: \($0)") })
    }

    func loadDay(_ day: LocalDate, filter: SessionFilter) {
        let (schedule, now) = (schedule, now)
        self.day = nil   // the older day's read stops first
        self.day = schedule.live(on: [.schedule], every: tick) {
            (sessions: try await schedule.outlines(on: day, matching: filter), rooms: try await schedule.rooms(), now: now())
        } deliver: { [weak self] read in
            self?.output?.didLoadDay(day, sessions: read.sessions, rooms: read.rooms, now: read.now)
        } failed: { [weak self] error in
            self?.output?.didFail("cannot read the schedule: \(error)")
        }
    }

    func setFavorite(_ sessionID: String, _ isFavorite: Bool) {
        saver.save(sessionID, isFavorite) { [weak self] in self?.output?.didFailToSaveFavorite(sessionID, isFavorite, $0) }
    }
}
