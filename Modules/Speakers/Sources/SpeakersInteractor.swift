import Entities
import FavoritesDataContract
import Foundation
import LiveData
import ScheduleDataContract

/// Speakers' use cases over the local store: everyone, A–Z; search as you type; the favorites
/// that star a speaker. Each is read now and again after every change of what it depends on.
@MainActor
final class SpeakersInteractor: SpeakersUseCase {
    weak var output: SpeakersInteractorOutput?
    private let schedule: any SpeakersReading
    private let favorites: any FavoritesReading
    private var everyone: LiveRead?
    private var favoriteMarks: LiveRead?
    /// The search on show; a newer one replaces (and stops) it.
    private var searching: LiveRead?

    /// Enough results to scroll through; search narrows as the person types.
    static let searchLimit = 300
    /// What the first read of a search brings, a screenful and more, shown before the rest is
    /// read: the first frame of results does not wait for 600 rows (docs/performance.md).
    static let firstScreenful = 40

    init(schedule: any SpeakersReading, favorites: any FavoritesReading) {
        self.schedule = schedule
        self.favorites = favorites
    }

    func start() {
        let schedule = schedule
        everyone = schedule.live(on: [.schedule], readInSteps: { showEarly in
            // The top of the list first: the first frame does not wait for 3,000 whole speakers.
            async let hasSchedule = schedule.conference() != nil
            let start = try await schedule.speakers(first: Self.firstScreenful)
            guard start.speakers.count < start.total else { return (start, try await hasSchedule) }
            showEarly((start, try await hasSchedule))
            return (SpeakerListStart(speakers: try await schedule.speakers(), total: start.total), try await hasSchedule)
        }, deliver: { [weak self] (result: Result<(SpeakerListStart, Bool), any Error>) in
            switch result {
            case .success(let (list, hasSchedule)): self?.output?.didLoadSpeakers(list.speakers, total: list.total, hasSchedule: hasSchedule)
            case .failure(let error): self?.output?.didFail("cannot read the speakers: \(error)")
            }
        })
        let favorites = favorites
        favoriteMarks = favorites.live(on: [.favorites], read: { try await favorites.favoriteSessionIDs() },
                                      deliver: { [weak self] in self?.output?.didLoadFavorites($0) },
                                      failed: { [weak self] in self?.output?.didFail("cannot read My schedule: \($0)") })
    }

    func search(_ text: String) {
        let schedule = schedule
        searching = schedule.live(on: [.schedule], readInSteps: { showEarly in
            // The first screenful on this actor, in the key's own frame; the rest through the pool.
            let first = try await schedule.searchSpeakersNow(text, limit: Self.firstScreenful)
            // Fewer than asked for (the two lists share the limit): that was all of it.
            guard first.byName.count + first.byOtherText.count >= Self.firstScreenful else { return first }
            showEarly(first)
            return try await schedule.searchSpeakers(text, limit: Self.searchLimit)
        }) { [weak self] result in
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
