import Entities
import Foundation
import ScheduleDataContract

/// The Agenda's use cases over the local store: the conference, a day's sessions through a
/// filter, search, favorites. It remembers what was last asked for and asks again whenever
/// the store says the schedule or the favorites changed.
@MainActor
final class AgendaInteractor: AgendaUseCase {
    weak var output: AgendaInteractorOutput?
    private let store: any ScheduleLocalDataManaging
    private let now: @Sendable () -> Date

    private enum Request: Equatable {
        case day(LocalDate, SessionFilter)
        case search(String)
    }

    private var request: Request?
    private var reading: Task<Void, Never>?
    private var readingConference: Task<Void, Never>?
    private var writing: Task<Void, Never>?
    private var listener: Task<Void, Never>?
    private var ticker: Task<Void, Never>?
    /// Reads started and finished: the clock re-reads only when the last read has answered, so
    /// a store slower than the tick is never starved by its own clock cancelling every read.
    private var readsStarted = 0
    private var readsFinished = 0
    private let tick: Duration

    /// Enough results for a screenful of every day; search narrows as the person types.
    static let searchLimit = 200

    /// `tick`: how often a day is read again with the time, so "now" moves on by itself.
    init(store: any ScheduleLocalDataManaging, now: @escaping @Sendable () -> Date, tick: Duration = .seconds(60)) {
        self.store = store
        self.now = now
        self.tick = tick
    }

    isolated deinit {
        for task in [reading, readingConference, writing, listener, ticker] { task?.cancel() }
    }

    func start() {
        readConference()
        guard listener == nil else { return }
        let changes = store.changeEvents()
        listener = Task { [weak self] in
            for await change in changes {
                guard let self else { return }
                if change == .schedule { self.readConference() }
                self.repeatRequest()
            }
        }
        let tick = tick
        ticker = Task { [weak self] in
            while (try? await Task.sleep(for: tick)) != nil {
                guard let self else { return }
                if case .day? = self.request, self.readsFinished == self.readsStarted { self.repeatRequest() }
            }
        }
    }

    func loadDay(_ day: LocalDate, filter: SessionFilter) {
        request = .day(day, filter)
        repeatRequest()
    }

    func search(_ text: String) {
        request = .search(text)
        repeatRequest()
    }

    func setFavorite(_ sessionID: String, _ isFavorite: Bool) {
        let (store, time) = (store, now())
        writing = Task { [weak self] in
            do {
                try await store.setFavorite(sessionID, isFavorite, at: time)
            } catch {
                self?.output?.didFailToSaveFavorite(sessionID, isFavorite, "\(error)")
            }
        }
    }

    private func readConference() {
        readingConference?.cancel()
        let (store, time) = (store, now())
        readingConference = Task { [weak self] in
            do {
                let conference = try await store.conference()
                var catalog = AgendaCatalog()
                for item in try await store.categories().flatMap(\.items) { catalog.categoryItems[item.id] = item.name }
                for room in try await store.rooms() { catalog.rooms[room.id] = room.name }
                guard !Task.isCancelled else { return }
                self?.output?.didLoadConference(conference, catalog: catalog, now: time)
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFail("cannot read the schedule: \(error)")
            }
        }
    }

    /// Reads what was last asked for; a newer request cancels an older one still running.
    private func repeatRequest() {
        guard let request else { return }
        reading?.cancel()
        let (store, time) = (store, now())
        readsStarted += 1
        let number = readsStarted
        reading = Task { [weak self] in
            defer { self?.readsFinished = max(self?.readsFinished ?? 0, number) }
            do {
                let favorites = Set(try await store.favorites().filter { !$0.sessionRemoved }.map(\.sessionID))
                switch request {
                case .day(let day, let filter):
                    let sessions = try await store.sessions(on: day, matching: filter)
                    guard !Task.isCancelled else { return }
                    self?.output?.didLoadDay(day, sessions: sessions, favorites: favorites, now: time)
                case .search(let text):
                    let sessions = try await store.search(text, limit: Self.searchLimit)
                    guard !Task.isCancelled else { return }
                    self?.output?.didFindSessions(sessions, for: text, favorites: favorites)
                }
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFail("cannot read the schedule: \(error)")
            }
        }
    }
}
