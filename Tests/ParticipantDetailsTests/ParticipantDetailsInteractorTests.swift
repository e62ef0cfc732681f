import Entities
import Foundation
import PeopleDataContract
import Testing
import TestSupport
@testable import ParticipantDetails

/// What the Interactor hands its output.
@MainActor
final class ParticipantDetailsOutputSpy: ParticipantDetailsInteractorOutput {
    var loaded: [(Participant, Date?)] = []
    var failures: [PeopleLoadFailure] = []
    var savedFiles: [URL] = []
    var saveFailures: [String] = []

    func didLoad(_ participant: Participant, seenAt: Date?) { loaded.append((participant, seenAt)) }
    func didFail(_ error: PeopleLoadFailure) { failures.append(error) }
    func didSaveContact(_ file: URL) { savedFiles.append(file) }
    func didFailToSaveContact(_ message: String) { saveFailures.append(message) }
}

@MainActor
struct ParticipantDetailsInteractorTests {
    nonisolated static let seen = Date(timeIntervalSince1970: 1_800_000_000)

    func interactor(_ server: PeopleServerFake, cache: InMemoryPeopleCache = InMemoryPeopleCache(), contacts: ContactSaverSpy = ContactSaverSpy(),
                    id: String = "ada") -> (ParticipantDetailsInteractor, ParticipantDetailsOutputSpy) {
        let interactor = ParticipantDetailsInteractor(participantID: id, people: server, cache: cache, contacts: contacts, now: { Self.seen })
        let output = ParticipantDetailsOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func readsTheAttendeeAndKeepsItForReadingOffline() async {
        let cache = InMemoryPeopleCache()
        let (interactor, output) = interactor(PeopleServerFake(people: [ParticipantSamples.ada]), cache: cache)
        interactor.load()
        #expect(await eventually { output.loaded.count == 1 })
        #expect(output.loaded.first?.0 == ParticipantSamples.ada)
        #expect(output.loaded.first?.1 == nil)
        #expect(await cache.cachedParticipant(id: "ada")?.seenAt == Self.seen)
    }

    @Test func offlineItShowsWhatWasSeenAndWhenOrSaysItCannot() async {
        let cache = InMemoryPeopleCache()
        await cache.save(ParticipantSamples.ada, at: Self.seen)
        let server = PeopleServerFake(people: [ParticipantSamples.ada])
        server.fail(with: .unreachable("no answer"))
        let (interactor, output) = interactor(server, cache: cache)
        interactor.load()
        #expect(await eventually { output.loaded.count == 1 })
        #expect(output.loaded.first?.1 == Self.seen)
        let (never, neverOutput) = self.interactor(server, id: "quiet")
        never.load()
        #expect(await eventually { neverOutput.failures == [.unreachable] })
    }

    @Test func signedOutAndNotListedAreSaidApart() async {
        let (signedOut, signedOutOutput) = interactor(PeopleServerFake(people: [ParticipantSamples.ada], signedIn: false))
        signedOut.load()
        #expect(await eventually { signedOutOutput.failures == [.notSignedIn] })
        let (hidden, hiddenOutput) = interactor(PeopleServerFake(people: []), id: "hidden")
        hidden.load()
        #expect(await eventually { hiddenOutput.failures == [.notListed] })
    }

    @Test func theCardIsSavedAndMadeOfWhatWasRead() async {
        let contacts = ContactSaverSpy()
        let (interactor, output) = interactor(PeopleServerFake(people: [ParticipantSamples.ada]), contacts: contacts)
        #expect(interactor.contactCard() == nil)
        interactor.saveContact()   // nothing read yet: nothing to save
        interactor.load()
        #expect(await eventually { output.loaded.count == 1 })
        #expect(interactor.contactCard()?.contains("FN:Ada Lovelace") == true)
        interactor.saveContact()
        #expect(await eventually { output.savedFiles == [ContactSaverSpy.file(for: "attendee-ada")] })
        #expect(contacts.savedIDs == ["attendee:ada"])
    }
}
