import AddressBookServiceContract
import AttendeesDataContract
import Entities
import Foundation

/// Attendee details' use cases: the attendee from the server (kept for reading offline), or
/// as last seen when the server cannot be reached; their card through the address-book service.
@MainActor
final class AttendeeDetailsInteractor: AttendeeDetailsUseCase {
    weak var output: AttendeeDetailsInteractorOutput?
    private let attendeeID: String
    private let server: any AttendeeReading
    private let cache: any AttendeeCaching
    private let contacts: any ContactExporting
    private let now: @Sendable () -> Date
    /// The attendee as read last: what the card is made of.
    private var attendee: Attendee?
    private var loading: Task<Void, Never>?
    private var saving: Task<Void, Never>?

    init(attendeeID: String, server: any AttendeeReading, cache: any AttendeeCaching, contacts: any ContactExporting,
         now: @escaping @Sendable () -> Date = Date.init) {
        self.attendeeID = attendeeID
        self.server = server
        self.cache = cache
        self.contacts = contacts
        self.now = now
    }

    isolated deinit {
        loading?.cancel()
        saving?.cancel()
    }

    func load() {
        let (server, cache, id, now) = (server, cache, attendeeID, now)
        loading = Task { [weak self] in
            let result: Result<(Attendee, Date?), AttendeesLoadFailure>
            do throws(ConferenceServerError) {
                let attendee = try await server.attendee(id: id)
                try? await cache.save(attendee, at: now())
                result = .success((attendee, nil))
            } catch .unreachable {
                if let seen = try? await cache.cachedAttendee(id: id) {
                    result = .success((seen.attendee, seen.seenAt))
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
            case .success(let (attendee, seenAt)):
                self.attendee = attendee
                self.output?.didLoad(attendee, seenAt: seenAt)
            case .failure(let failure):
                self.output?.didFail(failure)
            }
        }
    }

    func saveContact() {
        guard let attendee else { return }
        let contacts = contacts
        saving = Task { [weak self] in
            // A file write: off the main actor.
            let saved = await Task.detached { Result { () throws(ContactSaveError) in try contacts.saveCard(for: attendee) } }.value
            switch saved {
            case .success(let file): self?.output?.didSaveContact(file)
            case .failure(let error): self?.output?.didFailToSaveContact("\(error)")
            }
        }
    }

    func contactCard() -> String? {
        attendee.map(contacts.vCard(for:))
    }
}
