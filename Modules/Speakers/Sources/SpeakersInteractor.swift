import Entities
import Foundation
import LiveDataContract
import ScheduleDataContract

/// Speakers' use cases over the local store: everyone, A–Z; search as you type; the favorites
/// that star a speaker. Each is read now and again after every change of what it depends on.
@MainActor
final class SpeakersInteractor: SpeakersUseCase {
    weak var output: SpeakersInteractorOutput?
    private let schedule: any ScheduleReading
    private var everyone: LiveRead?
    private var favoriteMarks: LiveRead?
    /// The search on show; a newer one replaces (and stops) it.
    private var searching: LiveRead?

    /// Enough results to scroll through; search narrows as the person types.
    static let searchLimit = 300

    init(schedule: any ScheduleReading) {
        self.schedule = schedule
    }

    func start() {
        let schedule = schedule
        everyone = schedule.live(on: [.schedule]) {
            (speakers: try await schedule.speakers(), hasSchedule: try await schedule.conference() != nil)
        } deliver: { [weak self] result in
            switch result {
            case .success(let read): self?.output?.didLoadSpeakers(read.speakers, hasSchedule: read.hasSchedule)
            case .failure(let error): self?.output?.didFail("cannot read the speakers: \(error)")
            }
        }
        // A removed session leaves My schedule's marks: the schedule's changes count too.
        favoriteMarks = schedule.live(on: ScheduleDataChange.any) {
            Set(try await schedule.favorites().filter { !$0.sessionRemoved }.map(\.sessionID))
        } deliver: { [weak self] result in
            switch result {
            case .success(let favorites): self?.output?.didLoadFavorites(favorites)
            case .failure(let error): self?.output?.didFail("cannot read My schedule: \(error)")
            }
        }
    }

    func search(_ text: String) {
        let schedule = schedule
        searching = schedule.live(on: [.schedule]) {
            try await schedule.searchSpeakers(text, limit: Self.searchLimit)
        } deliver: { [weak self] result in
            switch result {
            case .success(let found):
                self?.output?.didFindSpeakers(SpeakerSearchResult(byName: found.byName, byOtherText: found.byOtherText), for: text)
            case .failure(let error): self?.output?.didFail("cannot search the speakers: \(error)")
            }
        }
    }

    func cancelSearch() {
        searching = nil
    }
}
