import Entities
import FavoritesDataContract
import Foundation
import LiveData
import ProgrammeWatch
import ScheduleDataContract

/// The Grid's use cases over the local store: a day's sessions (as outlines: a box shows no
/// description) with the rooms in the feed's order, read again on every change and every
/// minute, so the now line moves on by itself; the conference, the ★ and what changed through
/// the ProgrammeWatch it composes.
@MainActor
final class GridInteractor: GridUseCase {
    weak var output: GridInteractorOutput? { didSet { programme.output = output } }
    private let schedule: any GridReading
    private let programme: ProgrammeWatch
    private let now: @Sendable () -> Date
    private let tick: Duration
    private var day: LiveRead?

    init(schedule: any GridReading, favorites: any GridFavorites, now: @escaping @Sendable () -> Date, tick: Duration = .seconds(60)) {
        (self.schedule, self.now, self.tick) = (schedule, now, tick)
        programme = ProgrammeWatch(schedule: schedule, favorites: favorites, now: now, tick: tick)
    }

    func start() { programme.start() }

    func currentTime() -> Date { now() }

    func setFavorite(_ sessionID: String, _ isFavorite: Bool) { programme.setFavorite(sessionID, isFavorite) }

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
}
