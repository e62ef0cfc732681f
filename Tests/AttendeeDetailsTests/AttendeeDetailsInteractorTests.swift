import AddressBookServiceTesting
import AttendeesDataContract
import AttendeesTesting
import Entities
import Foundation
import TestHarness
import Testing
@testable import AttendeeDetails

/// What the Interactor hands its output.
@MainActor
final class AttendeeDetailsOutputSpy: AttendeeDetailsInteractorOutput {
    var loaded: [(Attendee, Date?)] = []
    var failures: [AttendeesLoadFailure] = []
    var savedFiles: [URL] = []
    var saveFailures: [String] = []

    func didLoad(_ attendee: Attendee, seenAt: Date?) { loaded.append((attendee, seenAt)) }
    func didFail(_ error: AttendeesLoadFailure) { failures.append(error) }
    func didSaveContact(_ file: URL) { savedFiles.append(file) }
    func didFailToSaveContact(_ message: String) { saveFailures.append(message) }
}

@MainActor
struct AttendeeDetailsInteractorTests {
    nonisolated static let seen = Date(timeIntervalSince1970: 1_800_000_000)

    func interactor(_ server: ConferenceServerFake, cache: InMemoryAttendeeCache = InMemoryAttendeeCache(), contacts: ContactSaverSpy = ContactSaverSpy(),
                    id: String = "ada") -> (AttendeeDetailsInteractor, AttendeeDetailsOutputSpy) {
        let interactor = AttendeeDetailsInteractor(attendeeID: id, server: server, cache: cache, contacts: contacts, now: { Self.seen })
        let output = AttendeeDetailsOutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func readsTheAttendeeAndKeepsItForReadingOffline() async {
        let cache = InMemoryAttendeeCache()
        let (interactor, output) = interactor(ConferenceServerFake(attendees: [AttendeeSamples.ada]), cache: cache)
        interactor.load()
        #expect(await eventually { output.loaded.count == 1 })
        #expect(output.loaded.first?.0 == AttendeeSamples.ada)
        #expect(output.loaded.first?.1 == nil)
        #expect(await cache.cachedAttendee(id: "ada")?.seenAt == Self.seen)
    }

    @Test func offlineItShowsWhatWasSeenAndWhenOrSaysItCannot() async {
        let cache = InMemoryAttendeeCache()
        await cache.save(AttendeeSamples.ada, at: Self.seen)
        let server = ConferenceServerFake(attendees: [AttendeeSamples.ada])
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
        let (signedOut, signedOutOutput) = interactor(ConferenceServerFake(attendees: [AttendeeSamples.ada], signedIn: false))
        signedOut.load()
        #expect(await eventually { signedOutOutput.failures == [.notSignedIn] })
        let (hidden, hiddenOutput) = interactor(ConferenceServerFake(attendees: []), id: "hidden")
        hidden.load()
        #expect(await eventually { hiddenOutput.failures == [.notListed] })
    }

    @Test func theCardIsSavedAndMadeOfWhatWasRead() async {
        let contacts = ContactSaverSpy()
        let (interactor, output) = interactor(ConferenceServerFake(attendees: [AttendeeSamples.ada]), contacts: contacts)
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
