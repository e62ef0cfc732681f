import Entities
import FavoriteToggle
import FavoritesDataContract
import Foundation
import LiveData
import ScheduleDataContract

/// Reads the person's favorites, their sessions and what changed about them, again on every
/// change; works out the plan (collisions, changes, what is unseen); removes a favorite; and
/// remembers when the person last looked.
@MainActor
final class MyScheduleInteractor: MyScheduleUseCase {
    weak var output: MyScheduleInteractorOutput?
    private let schedule: any MyScheduleScreenReading
    private let favorites: any MyScheduleFavorites
    private let saver: FavoriteSaver
    private let now: @Sendable () -> Date
    private var reading: LiveRead?
    /// Saving what the person has seen: not cancelled when the screen goes away, so it lands.
    private var marking: Task<Void, Never>?
    /// What was read last, and the newest change the person has seen (here at once; in the store soon).
    private var lastReading: MySchedulePlanning.Reading?
    private var seenUpTo: Date?

    init(schedule: any MyScheduleScreenReading, favorites: any MyScheduleFavorites, now: @escaping @Sendable () -> Date) {
        self.schedule = schedule
        self.favorites = favorites
        saver = FavoriteSaver(favorites: favorites, now: now)
        self.now = now
    }

    func start() {
        let (schedule, favorites) = (schedule, favorites)
        reading = schedule.live(on: [.schedule], and: favorites, on: [.favorites, .sync]) {
            try await Self.read(schedule, favorites)
        } deliver: { [weak self] reading in
            guard let self else { return }
            if let saved = reading?.lastLooked { seenUpTo = max(seenUpTo ?? saved, saved) }
            lastReading = reading
            deliverPlan()
        } failed: { [weak self] error in
            self?.output?.didFail("cannot read My schedule: \(error)")
        }
    }

    func removeFavorite(_ sessionID: String) {
        saver.save(sessionID, false) { [weak self] in self?.output?.didFailToSave("The favorite was not removed: \($0)") }
    }

    func markChangesSeen() {
        guard let newest = lastReading?.changes.map(\.detectedAt).max(), seenUpTo.map({ $0 < newest }) ?? true else { return }
        seenUpTo = newest
        deliverPlan()
        let favorites = favorites
        marking = Task { [weak self] in
            do {
                if try await favorites.lastLooked().map({ $0 >= newest }) != true { try await favorites.setLastLooked(newest) }
            } catch {
                self?.output?.didFailToSave("What you have seen was not saved: \(error)")
            }
        }
    }

    /// The plan of the last reading, with what the person has seen up to now; nil: nothing synced yet.
    private func deliverPlan() {
        var reading = lastReading
        reading?.lastLooked = seenUpTo
        output?.didLoad(reading.map(MySchedulePlanning.plan))
    }

    /// nil: nothing synced yet.
    private static func read(_ schedule: any MyScheduleScreenReading, _ store: any MyScheduleFavorites) async throws -> MySchedulePlanning.Reading? {
        guard let conference = try await schedule.conference() else { return nil }
        let favorites = try await store.favorites()
        let sessions = try await schedule.sessions(ids: favorites.map(\.sessionID))
        let addedAt = Dictionary(favorites.map { ($0.sessionID, $0.addedAt) }, uniquingKeysWith: min)
        let earliest = addedAt.values.min() ?? .distantFuture
        let changes = try await schedule.changes(since: earliest).filter { change in
            addedAt[change.sessionID].map { change.detectedAt >= $0 } ?? false
        }
        return MySchedulePlanning.Reading(conferenceTimeZone: conference.timeZone, favorites: favorites, sessions: sessions,
                                          changes: changes, lastLooked: try await store.lastLooked(),
                                          syncedWith: try await store.favoritesSyncStates())
    }
}
