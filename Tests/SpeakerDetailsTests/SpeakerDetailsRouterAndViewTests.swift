import AddressBookServiceContract
import AddressBookServiceTesting
import Entities
import ExternalOpenerTesting
import FavoritesTesting
import Foundation
import ScheduleTesting
import SessionDetailsTesting
import SpeakerDetailsContract
import TerminalUI
import TestHarness
import Testing
@testable import SpeakerDetails

@MainActor
struct SpeakerDetailsRouterAndViewTests {
    let sessions = SessionDetailsBuilderSpy()

    func show(_ id: String = "s-anna", store: InMemoryScheduleStore = SampleSchedule.store(), opener: ExternalOpenerSpy = ExternalOpenerSpy(),
              contacts: ContactSaverSpy = ContactSaverSpy(), clipboard: ClipboardSpy? = ClipboardSpy(),
              size: Size = Size(width: 80, height: 24)) -> (Window, NavigationController, SpeakerDetailsViewController) {
        let details = SpeakerDetailsBuilder(schedule: store, favorites: store.personal, contacts: contacts, opener: opener, sessionDetails: sessions).makeSpeakerDetails(speakerID: id) as! SpeakerDetailsViewController
        let (window, navigation) = showPushed(details, size: size, clipboard: clipboard)
        return (window, navigation, details)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, details) = show()
        let presenter = details.presenter as! SpeakerDetailsPresenter
        #expect(presenter.view === details)
        #expect((presenter.router as! SpeakerDetailsRouter).viewController === details)
        #expect((presenter.interactor as! SpeakerDetailsInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersTheSpeaker(size: Size) async {
        let store = SampleSchedule.store()
        try? await store.personal.setFavorite("actors", true, at: Date())
        let (window, _, _) = show(store: store, size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("Anna Berg") })
        let text = Snapshot.text(of: window)
        for expected in ["Principal Engineer at Example", "Sessions", "  Mon 23 Nov 09:00–10:00  Opening Keynote · Hall A",
                         "★ Mon 23 Nov 10:30–11:15  Actors in Practice · Hall A", "Links", "Blog — https://anna.example.com",
                         "Company website — https://example.com", "Anna builds concurrent systems and writes about them.",
                         "a saves to your address book"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
    }

    @Test func enterOnASessionPushesItsDetailsAndOnALinkOpensIt() async {
        let opener = ExternalOpenerSpy()
        let (window, navigation, _) = show(opener: opener, size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("Opening Keynote") })
        window.handle(.down)   // from the keynote to Actors
        window.handle(.enter)
        #expect(sessions.requests == ["actors"])
        #expect(navigation.topViewController?.title == "Details of actors (spy)")
        _ = navigation.pop()
        window.handle(.down)   // the first link
        window.handle(.enter)
        #expect(await eventually { opener.opened == [URL(string: "https://anna.example.com")!] })
        window.handle(.down)
        window.handle(.character("o"))
        #expect(await eventually { opener.opened.last == URL(string: "https://example.com")! }, "o opens the link chosen")
    }

    @Test func aSavesTheCardAndTheAlertOffersToOpenIt() async {
        let opener = ExternalOpenerSpy()
        let contacts = ContactSaverSpy()
        let (window, _, _) = show(opener: opener, contacts: contacts, size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("Anna Berg") })
        window.handle(.character("a"))
        #expect(await eventually { window.activeViewController is AlertController })
        let text = Snapshot.text(of: window)
        #expect(text.contains("Saved for your address book") && text.contains("Saved as /data/podium/exports/demo-s-anna.vcf"), "\(text)")
        #expect(contacts.savedSpeakerIDs == ["s-anna"])
        window.handle(.enter)   // Open
        #expect(await eventually { opener.openedFiles == [ContactSaverSpy.file(for: "s-anna")] })
    }

    @Test func yCopiesTheLinkOrShowsItAndSaysWhich() async {
        let clipboard = ClipboardSpy()
        let (window, _, _) = show(clipboard: clipboard, size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("y copies the link") })
        window.handle(.character("y"))
        #expect(clipboard.copied == ["https://anna.example.com"])
        #expect(Snapshot.text(of: window).contains("Link copied"))
        let (plain, _, _) = show(clipboard: ClipboardSpy(refusal: "tmux passes it on only with `set -g set-clipboard on`"),
                                 size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: plain).contains("y copies the link") })
        plain.handle(.character("y"))
        let text = Snapshot.text(of: plain)
        #expect(text.contains("Copy this link") && text.contains("https://anna.example.com") && text.contains("set-clipboard on"), "\(text)")
    }

    @Test func aSpeakerWithoutLinksHasNoOpenOrCopyKey() async {
        let (window, _, _) = show("s-lei")
        #expect(await eventually { Snapshot.text(of: window).contains("Lei Li") })
        let text = Snapshot.text(of: window)
        #expect(!text.contains("o opens a link") && !text.contains("y copies"))
        #expect(text.contains("SwiftNIO from Scratch"))
    }

    /// The photo, from the person service the builder is given, beside the text where the
    /// window shows pictures; with a photo still on its way, the screen shows the speaker.
    @Test func thePhotoFromThePersonServiceShowsBesideTheSpeaker() async throws {
        let store = storeWithAnnasPhoto()
        let details = SpeakerDetailsBuilder(schedule: store, favorites: store.personal, contacts: ContactSaverSpy(), opener: ExternalOpenerSpy(), sessionDetails: sessions,
                                            photos: PhotoServiceSpy()).makeSpeakerDetails(speakerID: "s-anna") as! SpeakerDetailsViewController
        let (window, _) = showPushed(details, size: Size(width: 80, height: 24), clipboard: nil)
        window.showsImages = true
        #expect(await eventually { details.imageView.image == Image(contentsOfFile: "/cache/anna.png") })
        let placed = window.render(size: Size(width: 80, height: 24)).images
        #expect(placed.map(\.image) == [Image(contentsOfFile: "/cache/anna.png")])
        #expect(placed.first?.rect.maxX == 80, "at the right edge")
        #expect(Snapshot.text(of: window).contains("Anna Berg"))
    }

    @Test func theModuleIsReleasedWhenPopped() async {
        var tracker = LeakTracker()
        let store = SampleSchedule.store()
        do {
            let (window, navigation, details) = show(store: store)
            let presenter = details.presenter as! SpeakerDetailsPresenter
            tracker.trackModule(view: details, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Anna Berg") })
            _ = navigation.pop()
            _ = Snapshot.text(of: window)
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
        #expect(await eventually { store.listenerCount == 0 && store.personal.listenerCount == 0 })
    }
}

@MainActor
struct SpeakerDetailsBuilderTests {
    @Test func thePublicBuilderMakesAWorkingScreen() async {
        let builder: any SpeakerDetailsBuilding = SpeakerDetailsBuilder(schedule: SampleSchedule.store(), favorites: InMemoryFavoritesStore(), contacts: ContactSaverSpy(),
                                                                        opener: ExternalOpenerSpy(), sessionDetails: SessionDetailsBuilderSpy())
        let window = Snapshot.window(showing: builder.makeSpeakerDetails(speakerID: "s-zoe"), size: Size(width: 80, height: 24))
        #expect(await eventually { Snapshot.text(of: window).contains("Zoë Müller") })
    }
}
