import AddressBookServiceContract
import Entities
import FavoritesDataContract
import Foundation
import LiveData
import PersonServiceContract
import ScheduleDataContract

/// Speaker details' use cases: the speaker, their sessions and which are favorites, read now
/// and after every change; their card saved through the address-book service.
@MainActor
final class SpeakerDetailsInteractor: SpeakerDetailsUseCase {
    weak var output: SpeakerDetailsInteractorOutput?
    private let speakerID: String
    private let schedule: any SpeakerDetailsReading
    private let favorites: any FavoritesReading
    private let contacts: any ContactExporting
    /// Where photos come from; nil: none are shown.
    private let photos: (any PersonPhotoFetching)?
    /// The photo asked for, so a re-read does not ask again.
    private var photoAddress: URL?
    private var fetchingPhoto: Task<Void, Never>?
    /// The speaker as read last: what "save to address book" saves.
    private var speaker: Speaker?
    private var reading: LiveRead?
    private var saving: Task<Void, Never>?

    init(speakerID: String, schedule: any SpeakerDetailsReading, favorites: any FavoritesReading, contacts: any ContactExporting,
         photos: (any PersonPhotoFetching)? = nil) {
        self.speakerID = speakerID
        self.schedule = schedule
        self.favorites = favorites
        self.contacts = contacts
        self.photos = photos
    }

    isolated deinit {
        saving?.cancel()
        fetchingPhoto?.cancel()
    }

    /// The speaker's photo, asked of the person service once per address, off the main actor;
    /// the screen is shown meanwhile and gets it when it comes. A sync that took the address
    /// away takes the photo away.
    private func fetchPhoto(of speaker: Speaker) {
        guard let photos, speaker.photoURL != photoAddress else { return }
        photoAddress = speaker.photoURL
        guard let address = speaker.photoURL else {
            fetchingPhoto?.cancel()
            output?.didLoadPhoto(nil)
            return
        }
        fetchingPhoto?.cancel()
        fetchingPhoto = Task { [weak self] in
            guard let photo = await photos.photo(at: address), !Task.isCancelled else { return }
            self?.output?.didLoadPhoto(photo.file)
        }
    }

    func load() {
        let (schedule, favorites, id) = (schedule, favorites, speakerID)
        reading = schedule.live(on: [.schedule], and: favorites, on: [.favorites]) { () -> SpeakerDetailsRead? in
            guard let speaker = try await schedule.speaker(id: id) else { return nil }
            return SpeakerDetailsRead(
                speaker: speaker, sessions: try await schedule.sessions(ofSpeaker: id),
                favorites: try await favorites.favoriteSessionIDs(),
                // The conference's zone comes with the schedule (a feed names it, or the person set it).
                timeZone: try await schedule.conference()?.timeZone ?? TimeZone(identifier: "UTC")!)
        } deliver: { [weak self] read in
            guard let self else { return }
            if let read {
                speaker = read.speaker
                output?.didLoad(read)
                fetchPhoto(of: read.speaker)
            } else {
                speaker = nil
                output?.didNotFindSpeaker()
            }
        } failed: { [weak self] error in
            self?.output?.didFail("cannot read the speaker: \(error)")
        }
    }

    func saveContact() {
        guard let speaker else { return }
        let contacts = contacts
        saving = Task { [weak self] in
            // A file write: off the main actor.
            let saved = await Task.detached { Result { () throws(ContactSaveError) in try contacts.saveCard(for: speaker) } }.value
            switch saved {
            case .success(let file): self?.output?.didSaveContact(file)
            case .failure(let error): self?.output?.didFailToSaveContact("\(error)")
            }
        }
    }
}
