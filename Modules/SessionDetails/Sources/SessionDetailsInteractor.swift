import CalendarServiceContract
import Entities
import Foundation
import LiveData
import ScheduleDataContract

/// Reads one session and its favorite mark from the local store, again on every change,
/// stores the favorite toggle, and adds the session to a calendar.
@MainActor
final class SessionDetailsInteractor: SessionDetailsUseCase {
    weak var output: SessionDetailsInteractorOutput?
    private let sessionID: String
    private let schedule: any SessionDetailsReading
    private let favorites: any FavoritesWriting
    private let calendar: any CalendarExporting
    private let now: @Sendable () -> Date
    /// The session as read last: what "add to calendar" exports.
    private var session: Session?
    private var reading: LiveRead?
    private var writing: Task<Void, Never>?
    private var exporting: Task<Void, Never>?

    init(sessionID: String, schedule: any SessionDetailsReading, favorites: any FavoritesWriting, calendar: any CalendarExporting,
         now: @escaping @Sendable () -> Date) {
        self.sessionID = sessionID
        self.schedule = schedule
        self.favorites = favorites
        self.calendar = calendar
        self.now = now
    }

    isolated deinit {
        writing?.cancel()
        exporting?.cancel()
    }

    func load() {
        let (schedule, id) = (schedule, sessionID)
        reading = schedule.live(on: ScheduleDataChange.any) {
            (session: try await schedule.session(id: id),
             isFavorite: try await schedule.favoriteSessionIDs().contains(id),
             // The conference's zone comes with the schedule (a feed names it, or the person set it).
             zone: try await schedule.conference()?.timeZone)
        } deliver: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let read):
                session = read.session
                if let session = read.session, let zone = read.zone {
                    output?.didLoad(session, isFavorite: read.isFavorite, timeZone: zone)
                } else {
                    output?.didNotFindSession()
                }
            case .failure(let error):
                output?.didFail("cannot read the session: \(error)")
            }
        }
    }

    func setFavorite(_ isFavorite: Bool) {
        let (favorites, id, time) = (favorites, sessionID, now())
        writing = Task { [weak self] in
            do {
                try await favorites.setFavorite(id, isFavorite, at: time)
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
}
