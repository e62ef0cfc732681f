import Entities
import CalendarServiceContract
import Foundation
import ScheduleDataContract

/// Reads one session and its favorite mark from the local store, re-reads on every change
/// event, stores the favorite toggle, and adds the session to a calendar.
@MainActor
final class SessionDetailsInteractor: SessionDetailsUseCase {
    weak var output: SessionDetailsInteractorOutput?
    private let sessionID: String
    private let store: any ScheduleLocalDataManaging
    private let calendar: any CalendarExporting
    private let now: @Sendable () -> Date
    /// The session as read last: what "add to calendar" exports.
    private var session: Session?
    /// The latest read (a newer one supersedes it) and the latest favorite write.
    private var reading: Task<Void, Never>?
    private var writing: Task<Void, Never>?
    private var listener: Task<Void, Never>?
    private var exporting: Task<Void, Never>?

    init(sessionID: String, store: any ScheduleLocalDataManaging, calendar: any CalendarExporting, now: @escaping @Sendable () -> Date) {
        self.sessionID = sessionID
        self.store = store
        self.calendar = calendar
        self.now = now
    }

    isolated deinit {
        listener?.cancel()
        reading?.cancel()
        writing?.cancel()
        exporting?.cancel()
    }

    func load() {
        read()
        guard listener == nil else { return }
        let changes = store.changeEvents()
        listener = Task { [weak self] in
            for await _ in changes { self?.read() }
        }
    }

    func setFavorite(_ isFavorite: Bool) {
        let (store, id, time) = (store, sessionID, now())
        writing = Task { [weak self] in
            do {
                try await store.setFavorite(id, isFavorite, at: time)
            } catch {
                self?.output?.didFailToSaveFavorite(isFavorite, "\(error)")
            }
        }
    }

    func addToCalendar() {
        guard let session else { return }
        let calendar = calendar
        exporting = Task { [weak self] in
            // A file write: off the main actor.
            let saved = await Task.detached { Result { () throws(CalendarExportError) in try calendar.saveEvent(of: session) } }.value
            switch saved {
            case .success(let file): self?.output?.didSaveToCalendar(file)
            case .failure(let error): self?.output?.didFailToAddToCalendar("\(error)")
            }
        }
    }

    private func read() {
        reading?.cancel()
        let (store, id) = (store, sessionID)
        reading = Task { [weak self] in
            do {
                let session = try await store.session(id: id)
                let isFavorite = try await store.favorites().contains { $0.sessionID == id && !$0.sessionRemoved }
                // The conference's zone comes with the schedule (a feed names it, or the person set it).
                let zone = try await store.conference()?.timeZone
                guard !Task.isCancelled else { return }
                self?.session = session
                if let session, let zone {
                    self?.output?.didLoad(session, isFavorite: isFavorite, timeZone: zone)
                } else {
                    self?.output?.didNotFindSession()
                }
            } catch {
                guard !Task.isCancelled else { return }
                self?.output?.didFail("cannot read the session: \(error)")
            }
        }
    }
}
