import Entities
import FavoriteToggle
import FavoritesDataContract
import Foundation
import LiveData
import ScheduleDataContract

/// The Agenda's use cases over the local store: the conference, a day's sessions through a
/// filter, search, favorites. What was last asked for is read again whenever the schedule
/// changes, and a day again every `tick`, so "now" moves on by itself. The favorites are a read
/// of their own: a toggle re-reads them alone, not the 200 sessions of a search.
@MainActor
final class AgendaInteractor: AgendaUseCase {
    weak var output: AgendaInteractorOutput?
    private let schedule: any AgendaReading
    private let favorites: any AgendaFavorites
    private let saver: FavoriteSaver
    private let now: @Sendable () -> Date
    private let tick: Duration
    private var conference: LiveRead?
    private var favoriteMarks: LiveRead?
    private var changeMarks: LiveRead?
    /// The day or the search on show; a newer request replaces (and stops) the older.
    private var request: LiveRead?

    /// Enough results for a screenful of every day; search narrows as the person types.
    static let searchLimit = 200
    /// The results read first: a tall terminal's screenful.
    static let screenful = 50

    func currentTime() -> Date { now() }

    init(schedule: any AgendaReading, favorites: any AgendaFavorites, now: @escaping @Sendable () -> Date,
         tick: Duration = .seconds(60)) {
        self.schedule = schedule
        self.favorites = favorites
        saver = FavoriteSaver(favorites: favorites, now: now)
        self.now = now
        self.tick = tick
    }

    func start() {
        let (schedule, now) = (schedule, now)
        conference = schedule.live(on: [.schedule]) {
            let conference = try await schedule.conference()
            let catalog = try await schedule.filterNames()
            return (conference: conference, catalog: catalog, now: now())
        } deliver: { [weak self] read in
            self?.output?.didLoadConference(read.conference, catalog: read.catalog, now: read.now)
        } failed: { [weak self] error in
            self?.output?.didFail("cannot read the schedule: \(error)")
        }
        let favorites = favorites
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
        request = nil   // the older read stops before this one starts (see `search`)
        request = schedule.live(on: [.schedule], every: tick) {
            (sessions: try await schedule.sessions(on: day, matching: filter), now: now())
        } deliver: { [weak self] read in
            self?.output?.didLoadDay(day, sessions: read.sessions, now: read.now)
        } failed: { [weak self] error in
            self?.output?.didFail("cannot read the schedule: \(error)")
        }
    }

    func search(_ text: String) {
        let schedule = schedule
        // The day or the search before stops first: a day's read still under way took a core
        // from this search's first screenful, which is read at once, on this actor.
        request = nil
        request = schedule.live(on: [.schedule], readInSteps: { showEarly in
            // The first screenful is shown before the rest is read: it is the top of the whole
            // list (both are in time order), and reading 200 sessions took longer than a keystroke may.
            let found = try await schedule.search(text, limit: Self.searchLimit, readingFirst: Self.screenful)
            guard !found.restIDs.isEmpty else { return found.first }
            showEarly(found.first)
            return found.first + (try await schedule.sessions(ids: found.restIDs))
        }, deliver: { [weak self] result in
            switch result {
            case .success(let sessions): self?.output?.didFindSessions(sessions, for: text)
            case .failure(let error): self?.output?.didFail("cannot read the schedule: \(error)")
            }
        })
    }

    func setFavorite(_ sessionID: String, _ isFavorite: Bool) {
        saver.save(sessionID, isFavorite) { [weak self] in self?.output?.didFailToSaveFavorite(sessionID, isFavorite, $0) }
    }
}
