import Entities
import FavoritesDataContract
import Foundation
import LiveData
import ProgrammeWatch
import ScheduleDataContract

/// The Agenda's use cases over the local store: a day's sessions through a filter, and search;
/// the conference, the ★ and the change marks through the ProgrammeWatch it composes. What was
/// last asked for is read again whenever the schedule changes, and a day again every `tick`, so
/// "now" moves on by itself.
@MainActor
final class AgendaInteractor: AgendaUseCase {
    weak var output: AgendaInteractorOutput? { didSet { programme.output = output } }
    private let schedule: any AgendaReading
    /// The conference, the ★ and the change marks, kept live as every programme screen keeps them.
    private let programme: ProgrammeWatch
    private let now: @Sendable () -> Date
    private let tick: Duration
    /// The day or the search on show; a newer request replaces (and stops) the older.
    private var request: LiveRead?

    /// Enough results for a screenful of every day; search narrows as the person types.
    static let searchLimit = 200
    /// The results read first: a tall terminal's screenful.
    static let screenful = 50

    init(schedule: any AgendaReading, favorites: any AgendaFavorites, now: @escaping @Sendable () -> Date,
         tick: Duration = .seconds(60)) {
        self.schedule = schedule
        programme = ProgrammeWatch(schedule: schedule, favorites: favorites, now: now, tick: tick)
        self.now = now
        self.tick = tick
    }

    func currentTime() -> Date { now() }

    func start() { programme.start() }

    func setFavorite(_ sessionID: String, _ isFavorite: Bool) { programme.setFavorite(sessionID, isFavorite) }

    func loadDay(_ day: LocalDate, filter: SessionFilter) {
        let (schedule, now) = (schedule, now)
        request = nil   // the older read stops before this one starts (see `search`)
        request = schedule.live(on: [.schedule], every: tick) {
            (sessions: try await schedule.listedSessions(on: day, matching: filter), now: now())
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
}
