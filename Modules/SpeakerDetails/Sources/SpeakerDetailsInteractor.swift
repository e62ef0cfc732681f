import AddressBookServiceContract
import Entities
import Foundation
import LiveData
import ScheduleDataContract

/// Speaker details' use cases: the speaker, their sessions and which are favorites, read now
/// and after every change; their card saved through the address-book service.
@MainActor
final class SpeakerDetailsInteractor: SpeakerDetailsUseCase {
    weak var output: SpeakerDetailsInteractorOutput?
    private let speakerID: String
    private let schedule: any SpeakerDetailsReading
    private let contacts: any ContactExporting
    /// The speaker as read last: what "save to address book" saves.
    private var speaker: Speaker?
    private var reading: LiveRead?
    private var saving: Task<Void, Never>?

    init(speakerID: String, schedule: any SpeakerDetailsReading, contacts: any ContactExporting) {
        self.speakerID = speakerID
        self.schedule = schedule
        self.contacts = contacts
    }

    isolated deinit { saving?.cancel() }

    func load() {
        let (schedule, id) = (schedule, speakerID)
        reading = schedule.live(on: ScheduleDataChange.any) { () -> SpeakerDetailsRead? in
            guard let speaker = try await schedule.speaker(id: id) else { return nil }
            return SpeakerDetailsRead(
                speaker: speaker, sessions: try await schedule.sessions(ofSpeaker: id),
                favorites: try await schedule.favoriteSessionIDs(),
                // The conference's zone comes with the schedule (a feed names it, or the person set it).
                timeZone: try await schedule.conference()?.timeZone ?? TimeZone(identifier: "UTC")!)
        } deliver: { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let read?):
                speaker = read.speaker
                output?.didLoad(read)
            case .success(nil):
                speaker = nil
                output?.didNotFindSpeaker()
            case .failure(let error):
                output?.didFail("cannot read the speaker: \(error)")
            }
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
