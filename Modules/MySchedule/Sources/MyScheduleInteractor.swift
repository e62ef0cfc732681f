import Entities
import Foundation
import ScheduleDataContract

/// Reads the person's favorites, their sessions and what changed about them; re-reads on
/// every change event; removes a favorite.
@MainActor
final class MyScheduleInteractor: MyScheduleUseCase {
    weak var output: MyScheduleInteractorOutput?
    private let store: any ScheduleLocalDataManaging
    private let now: @Sendable () -> Date
    private var reading: Task<Void, Never>?
    private var writing: Task<Void, Never>?
    /// Saving what the person has seen: not cancelled when the screen goes away, so it lands.
    private var marking: Task<Void, Never>?
    private var listener: Task<Void, Never>?

    init(store: any ScheduleLocalDataManaging, now: @escaping @Sendable () -> Date) {
        self.store = store
        self.now = now
    }

    isolated deinit {
        for task in [reading, writing, listener] { task?.cancel() }
    }

    func start() {
        read()
        guard listener == nil else { return }
        let changes = store.changeEvents()
        listener = Task { [weak self] in
            for await _ in changes { self?.read() }
        }
    }

    func removeFavorite(_ sessionID: String) {
        let (store, time) = (store, now())
        writing = Task { [weak self] in
            do {
                try await store.setFavorite(sessionID, false, at: time)
            } catch {
                self?.output?.didFailToSave("The favorite was not removed: \(error)")
            }
        }
    }

    func markLooked(upTo time: Date) {
        let store = store
        marking = Task { [weak self] in
            do {
                if try await store.lastLooked().map({ $0 >= time }) != true { try await store.setLastLooked(time) }
            } catch {
                self?.output?.didFailToSave("What you have seen was not saved: \(error)")
            }
        }
    }

    private func read() {
        reading?.cancel()
        let store = store
        reading = Task { [weak self] in
            do {
                guard let conference = try await store.conference() else {
                    guard !Task.isCancelled else { return }
                    self?.output?.didLoad(nil)
                    return
                }
                let favorites = try await store.favorites()
                let sessions = try await store.sessions(ids: favorites.map(\.sessionID))
                let addedAt = Dictionary(favorites.map { ($0.sessionID, $0.addedAt) }, uniquingKeysWith: min)
                let earliest = addedAt.values.min() ?? .distantFuture
                let changes = try await store.changes(since: earliest).filter { change in
                    addedAt[change.sessionID].map { change.detectedAt >= $0 } ?? false
                }
                let lastLooked = try await store.lastLooked()
                guard !Task.isCancelled else { return }
                self?.output?.didLoad(MyScheduleContent(conferenceTimeZone: conference.timeZone, favorites: favorites,
                                                        sessions: sessions, changes: changes, lastLooked: lastLooked))
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFail("cannot read My schedule: \(error)")
            }
        }
    }
}
