import CalendarServiceContract
import Entities
import FavoriteToggle
import FavoritesDataContract
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
    private let favorites: any SessionDetailsFavorites
    private let saver: FavoriteSaver
    private let calendar: any CalendarExporting
    private let now: @Sendable () -> Date
    /// The session as read last: what "add to calendar" exports.
    private var session: Session?
    private var reading: LiveRead?
    private var exporting: Task<Void, Never>?

    init(sessionID: String, schedule: any SessionDetailsReading, favorites: any SessionDetailsFavorites, calendar: any CalendarExporting,
         now: @escaping @Sendable () -> Date) {
        self.sessionID = sessionID
        self.schedule = schedule
        self.favorites = favorites
        saver = FavoriteSaver(favorites: favorites, now: now)
        self.calendar = calendar
        self.now = now
    }

    isolated deinit {
        exporting?.cancel()
    }

    func load() {
        let (schedule, favorites, id) = (schedule, favorites, sessionID)
        reading = schedule.live(on: [.schedule], and: favorites, on: [.favorites]) {
            (session: try await schedule.session(id: id),
             isFavorite: try await favorites.favoriteSessionIDs().contains(id),
             // The conference's zone comes with the schedule (a feed names it, or the person set it).
             zone: try await schedule.conference()?.timeZone)
        } deliver: { [weak self] read in
            guard let self else { return }
            session = read.session
            if let session = read.session, let zone = read.zone {
                output?.didLoad(session, isFavorite: read.isFavorite, timeZone: zone)
            } else {
                output?.didNotFindSession()
            }
        } failed: { [weak self] error in
            self?.output?.didFail("cannot read the session: \(error)")
        }
    }

    func setFavorite(_ isFavorite: Bool) {
        saver.save(sessionID, isFavorite) { [weak self] in self?.output?.didFailToSaveFavorite(isFavorite, $0) }
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
