import Entities
import FavoriteToggle
import FavoritesDataContract
import Foundation
import LiveData
import ScheduleDataContract

/// What a screen of the programme's days (the Agenda, the Grid) keeps live besides the day it
/// shows, written once for each Interactor that composes it: the conference with the names its
/// filters are shown by, the ★, and the sessions lately retimed or moved (read again every
/// tick too: a mark goes when its change is a day old); and a star, saved.
@MainActor
public final class ProgrammeWatch {
    public typealias Schedule = ConferenceReading & FilterNamesReading & ScheduleChangeReading
    /// Told what is read, held weakly: it is the Interactor's own output.
    public weak var output: (any ProgrammeOutput)?
    private let schedule: any Schedule
    private let stars: FavoriteStars
    private let now: @Sendable () -> Date
    private let tick: Duration
    private var conference: LiveRead?
    private var changes: LiveRead?

    public init(schedule: any Schedule, favorites: any FavoritesReading & FavoritesWriting, now: @escaping @Sendable () -> Date,
                tick: Duration = .seconds(60)) {
        self.schedule = schedule
        stars = FavoriteStars(favorites: favorites, now: now)
        self.now = now
        self.tick = tick
    }

    /// Reads each now, and again after every change, until the watch goes away.
    public func start() {
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
        stars.start(deliver: { [weak self] in self?.output?.didLoadFavorites($0) }, failed: { [weak self] in self?.output?.didFail($0) })
        changes = schedule.live(on: [.schedule], every: tick,
                                read: { RecentChanges(try await schedule.changes(since: now().addingTimeInterval(-RecentChanges.age))) },
                                deliver: { [weak self] in self?.output?.didLoadChanges($0) },
                                failed: { [weak self] in self?.output?.didFail("cannot read the schedule's changes: \($0)") })
    }

    public func setFavorite(_ sessionID: String, _ isFavorite: Bool) {
        stars.save(sessionID, isFavorite) { [weak self] in self?.output?.didFailToSaveFavorite(sessionID, isFavorite, $0) }
    }
}
