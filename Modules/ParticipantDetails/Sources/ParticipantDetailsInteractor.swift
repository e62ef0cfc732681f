import AddressBookServiceContract
import Entities
import Foundation
import PeopleDataContract

/// Participant details' use cases: the attendee from the server (kept for reading offline), or
/// as last seen when the server cannot be reached; their card through the address-book service.
@MainActor
final class ParticipantDetailsInteractor: ParticipantDetailsUseCase {
    weak var output: ParticipantDetailsInteractorOutput?
    private let participantID: String
    private let people: any PeopleServing
    private let cache: any PeopleCaching
    private let contacts: any ContactExporting
    private let now: @Sendable () -> Date
    /// The attendee as read last: what the card is made of.
    private var participant: Participant?
    private var loading: Task<Void, Never>?
    private var saving: Task<Void, Never>?

    init(participantID: String, people: any PeopleServing, cache: any PeopleCaching, contacts: any ContactExporting,
         now: @escaping @Sendable () -> Date = Date.init) {
        self.participantID = participantID
        self.people = people
        self.cache = cache
        self.contacts = contacts
        self.now = now
    }

    isolated deinit {
        loading?.cancel()
        saving?.cancel()
    }

    func load() {
        let (people, cache, id, now) = (people, cache, participantID, now)
        loading = Task { [weak self] in
            let result: Result<(Participant, Date?), PeopleLoadFailure>
            do throws(PeopleError) {
                let participant = try await people.participant(id: id)
                try? await cache.save(participant, at: now())
                result = .success((participant, nil))
            } catch .unreachable {
                if let seen = try? await cache.cachedParticipant(id: id) {
                    result = .success((seen.participant, seen.seenAt))
                } else {
                    result = .failure(.unreachable)
                }
            } catch .notSignedIn {
                result = .failure(.notSignedIn)
            } catch .notFound {
                result = .failure(.notListed)
            } catch {
                result = .failure(.other(error.description))
            }
            guard !Task.isCancelled, let self else { return }
            switch result {
            case .success(let (participant, seenAt)):
                self.participant = participant
                self.output?.didLoad(participant, seenAt: seenAt)
            case .failure(let failure):
                self.output?.didFail(failure)
            }
        }
    }

    func saveContact() {
        guard let participant else { return }
        let contacts = contacts
        saving = Task { [weak self] in
            // A file write: off the main actor.
            let saved = await Task.detached { Result { () throws(ContactSaveError) in try contacts.saveCard(for: participant) } }.value
            switch saved {
            case .success(let file): self?.output?.didSaveContact(file)
            case .failure(let error): self?.output?.didFailToSaveContact("\(error)")
            }
        }
    }

    func contactCard() -> String? {
        participant.map(contacts.vCard(for:))
    }
}
