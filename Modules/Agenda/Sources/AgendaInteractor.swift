import Entities
import Foundation
import LiveDataContract
import ScheduleDataContract

/// The Agenda's use cases over the local store: the conference, a day's sessions through a
/// filter, search, favorites. What was last asked for is read again whenever the schedule or
/// the favorites change, and a day again every `tick`, so "now" moves on by itself.
@MainActor
final class AgendaInteractor: AgendaUseCase {
    weak var output: AgendaInteractorOutput?
    private let schedule: any ScheduleReading
    private let favorites: any FavoritesWriting
    private let now: @Sendable () -> Date
    private let tick: Duration
    private var conference: LiveRead?
    /// The day or the search on show; a newer request replaces (and stops) the older.
    private var request: LiveRead?
    private var writing: Task<Void, Never>?

    /// Enough results for a screenful of every day; search narrows as the person types.
    static let searchLimit = 200

    init(schedule: any ScheduleReading, favorites: any FavoritesWriting, now: @escaping @Sendable () -> Date,
         tick: Duration = .seconds(60)) {
        self.schedule = schedule
        self.favorites = favorites
        self.now = now
        self.tick = tick
    }

    isolated deinit { writing?.cancel() }

    func start() {
        let (schedule, now) = (schedule, now)
        conference = schedule.live(on: [.schedule]) {
            let conference = try await schedule.conference()
            var catalog = AgendaCatalog()
            for item in try await schedule.categories().flatMap(\.items) { catalog.categoryItems[item.id] = item.name }
            for room in try await schedule.rooms() { catalog.rooms[room.id] = room.name }
            return (conference: conference, catalog: catalog, now: now())
        } deliver: { [weak self] result in
            switch result {
            case .success(let read): self?.output?.didLoadConference(read.conference, catalog: read.catalog, now: read.now)
            case .failure(let error): self?.output?.didFail("cannot read the schedule: \(error)")
            }
        }
    }

    func loadDay(_ day: LocalDate, filter: SessionFilter) {
        let (schedule, now) = (schedule, now)
        request = schedule.live(on: ScheduleDataChange.any, every: tick) {
            (sessions: try await schedule.sessions(on: day, matching: filter), favorites: try await Self.favoriteIDs(schedule), now: now())
        } deliver: { [weak self] result in
            switch result {
            case .success(let read): self?.output?.didLoadDay(day, sessions: read.sessions, favorites: read.favorites, now: read.now)
            case .failure(let error): self?.output?.didFail("cannot read the schedule: \(error)")
            }
        }
    }

    func search(_ text: String) {
        let schedule = schedule
        request = schedule.live(on: ScheduleDataChange.any) {
            (sessions: try await schedule.search(text, limit: Self.searchLimit), favorites: try await Self.favoriteIDs(schedule))
        } deliver: { [weak self] result in
            switch result {
            case .success(let read): self?.output?.didFindSessions(read.sessions, for: text, favorites: read.favorites)
            case .failure(let error): self?.output?.didFail("cannot read the schedule: \(error)")
            }
        }
    }

    func setFavorite(_ sessionID: String, _ isFavorite: Bool) {
        let (favorites, time) = (favorites, now())
        writing = Task { [weak self] in
            do {
                try await favorites.setFavorite(sessionID, isFavorite, at: time)
            } catch {
                self?.output?.didFailToSaveFavorite(sessionID, isFavorite, "\(error)")
            }
        }
    }

    /// The sessions in My schedule that are still in the schedule.
    private static func favoriteIDs(_ schedule: any ScheduleReading) async throws -> Set<String> {
        Set(try await schedule.favorites().filter { !$0.sessionRemoved }.map(\.sessionID))
    }
}
