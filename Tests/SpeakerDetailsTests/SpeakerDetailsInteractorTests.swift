import AddressBookServiceContract
import AddressBookServiceTesting
import Entities
import Foundation
import PersonServiceContract
import ScheduleTesting
import Synchronization
import TestHarness
import Testing
@testable import SpeakerDetails

@MainActor
final class OutputSpy: SpeakerDetailsInteractorOutput {
    var reads: [SpeakerDetailsRead] = []
    var missing = 0
    var failures: [String] = []
    var saved: [URL] = []
    var saveFailures: [String] = []
    func didLoad(_ read: SpeakerDetailsRead) { reads.append(read) }
    func didNotFindSpeaker() { missing += 1 }
    func didFail(_ message: String) { failures.append(message) }
    func didSaveContact(_ file: URL) { saved.append(file) }
    func didFailToSaveContact(_ message: String) { saveFailures.append(message) }
    var photos: [URL?] = []
    func didLoadPhoto(_ file: URL?) { photos.append(file) }
}

/// The sample schedule with a photo for Anna.
@MainActor
func storeWithAnnasPhoto() -> InMemoryScheduleStore {
    var anna = SampleSchedule.anna
    anna.photoURL = URL(string: "https://conf.example.org/anna.png")
    var feed = SampleSchedule.feed
    feed.speakers = [anna] + feed.speakers.dropFirst()
    return InMemoryScheduleStore(feed: feed, conference: SampleSchedule.conference)
}

/// A person service that has a photo for some addresses, and counts what it was asked.
final class PhotoServiceSpy: PersonPhotoFetching {
    let asked = Mutex<[URL]>([])
    func photo(at address: URL) async -> PersonPhoto? {
        asked.withLock { $0.append(address) }
        guard address.lastPathComponent.hasSuffix(".png") else { return nil }
        return PersonPhoto(file: URL(fileURLWithPath: "/cache/\(address.lastPathComponent)"), format: .png)
    }
}

@MainActor
struct SpeakerDetailsInteractorTests {
    func make(_ id: String = "s-anna", store: InMemoryScheduleStore = SampleSchedule.store(),
              contacts: ContactSaverSpy = ContactSaverSpy()) -> (SpeakerDetailsInteractor, OutputSpy) {
        let interactor = SpeakerDetailsInteractor(speakerID: id, schedule: store, favorites: store.personal, contacts: contacts)
        let output = OutputSpy()
        interactor.output = output
        return (interactor, output)
    }

    @Test func readsTheSpeakerTheirSessionsAndFavoritesAndAgainOnEveryChange() async throws {
        let store = SampleSchedule.store()
        let (interactor, output) = make(store: store)
        interactor.load()
        #expect(await eventually { output.reads.count == 1 })
        #expect(output.reads[0].speaker == SampleSchedule.anna)
        #expect(output.reads[0].sessions.map(\.id) == ["keynote", "actors"])
        #expect(output.reads[0].timeZone == SampleSchedule.timeZone)
        try await store.personal.setFavorite("actors", true, at: Date())
        #expect(await eventually { output.reads.last?.favorites == ["actors"] })
        withExtendedLifetime(interactor) {}   // its live read lasts as long as it does
    }

    @Test func aSpeakerWhoIsNotInTheScheduleAndAFailure() async {
        let (missing, output) = make("nobody")
        missing.load()
        #expect(await eventually { output.missing == 1 })
        let store = SampleSchedule.store()
        store.setFailure("database is locked")
        let (failing, failed) = make(store: store)
        failing.load()
        #expect(await eventually { failed.failures == ["cannot read the speaker: database is locked"] })
        withExtendedLifetime((missing, failing)) {}
    }

    @Test func theCardOfTheSpeakerAsReadIsSaved() async {
        let contacts = ContactSaverSpy()
        let (interactor, output) = make(contacts: contacts)
        interactor.saveContact()
        #expect(contacts.savedSpeakerIDs.isEmpty, "nothing read, nothing to save")
        interactor.load()
        #expect(await eventually { output.reads.count == 1 })
        interactor.saveContact()
        #expect(await eventually { output.saved == [ContactSaverSpy.file(for: "s-anna")] })
        let failing = ContactSaverSpy(failure: ContactSaveError(path: "/d/x.vcf", detail: "the disk is full"))
        let (other, otherOutput) = make(contacts: failing)
        other.load()
        #expect(await eventually { otherOutput.reads.count == 1 })
        other.saveContact()
        #expect(await eventually { otherOutput.saveFailures == ["cannot write /d/x.vcf: the disk is full"] })
    }

    @Test func theSpeakersPhotoIsAskedOnceAfterTheSpeakerAndNeverWithoutAService() async throws {
        let store = storeWithAnnasPhoto()
        let photos = PhotoServiceSpy()
        let interactor = SpeakerDetailsInteractor(speakerID: "s-anna", schedule: store, favorites: store.personal, contacts: ContactSaverSpy(), photos: photos)
        let output = OutputSpy()
        interactor.output = output
        interactor.load()
        #expect(await eventually { output.photos == [URL(fileURLWithPath: "/cache/anna.png")] })
        #expect(output.reads.count == 1, "the speaker first, the photo when it comes")
        try await store.personal.setFavorite("actors", true, at: Date())
        #expect(await eventually { output.reads.count == 2 })
        #expect(photos.asked.withLock { $0 } == [URL(string: "https://conf.example.org/anna.png")!], "a re-read does not ask again")

        // A sync that drops the speaker's photo address takes the photo off the open screen.
        var feed = SampleSchedule.feed
        feed.speakers = feed.speakers.map { var speaker = $0; speaker.photoURL = nil; return speaker }
        store.replaceFeed(feed, at: Date())
        #expect(await eventually { output.photos == [URL(fileURLWithPath: "/cache/anna.png"), nil] })
        #expect(photos.asked.withLock { $0 }.count == 1, "nothing is asked for a speaker without a photo")

        let (plain, plainOutput) = make()
        plain.load()
        #expect(await eventually { plainOutput.reads.count == 1 })
        #expect(plainOutput.photos.isEmpty, "no service: no photo")
        withExtendedLifetime((interactor, plain)) {}
    }

    @Test func goingAwayStopsListening() async {
        let store = SampleSchedule.store()
        var interactor: SpeakerDetailsInteractor? = SpeakerDetailsInteractor(speakerID: "s-anna", schedule: store, favorites: store.personal, contacts: ContactSaverSpy())
        interactor?.load()
        #expect(await eventually { store.listenerCount == 1 && store.personal.listenerCount == 1 })
        interactor = nil
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}
