import AddressBookServiceTesting
import AttendeesTesting
import Entities
import ExternalOpenerTesting
import Foundation
import TerminalUI
import TestHarness
import Testing
@testable import AttendeeDetails

@MainActor
struct AttendeeDetailsRouterAndViewTests {
    func show(_ id: String = "ada", server: ConferenceServerFake = ConferenceServerFake(attendees: [AttendeeSamples.ada, AttendeeSamples.quiet]),
              opener: ExternalOpenerSpy = ExternalOpenerSpy(), contacts: ContactSaverSpy = ContactSaverSpy(),
              clipboard: ClipboardSpy? = ClipboardSpy(), size: Size = Size(width: 80, height: 24))
        -> (Window, NavigationController, AttendeeDetailsViewController) {
        let details = AttendeeDetailsBuilder(server: server, cache: InMemoryAttendeeCache(), contacts: contacts, opener: opener).makeAttendeeDetails(attendeeID: id) as! AttendeeDetailsViewController
        let (window, navigation) = showPushed(details, size: size, clipboard: clipboard)
        return (window, navigation, details)
    }

    @Test func theSetupWiresEveryRole() {
        let (_, _, details) = show()
        let presenter = details.presenter as! AttendeeDetailsPresenter
        #expect(presenter.view === details)
        #expect((presenter.router as! AttendeeDetailsRouter).viewController === details)
        #expect((presenter.interactor as! AttendeeDetailsInteractor).output === presenter)
    }

    @Test(arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
    func rendersTheAttendee(size: Size) async {
        let (window, _, _) = show(size: size)
        #expect(await eventually { Snapshot.text(of: window).contains("Ada Lovelace") })
        let text = Snapshot.text(of: window)
        for expected in ["Staff Engineer · Engines", "Links", "Website — https://ada.example.org", "Interests: swift, compilers",
                         "Notes on the analytical engine.", "a saves to your address book"] {
            #expect(text.contains(expected), "missing \(expected) at \(size)\n\(text)")
        }
    }

    @Test func enterOpensTheLinkChosenAndASavesTheCard() async {
        let opener = ExternalOpenerSpy()
        let contacts = ContactSaverSpy()
        let (window, _, _) = show(opener: opener, contacts: contacts, size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("Website") })
        window.handle(.down)
        window.handle(.enter)
        #expect(await eventually { opener.opened == [URL(string: "https://code.example.org/ada")!] }, "the second link, chosen")
        window.handle(.character("a"))
        #expect(await eventually { window.activeViewController is AlertController })
        #expect(Snapshot.text(of: window).contains("Saved as /data/podium/exports/demo-attendee-ada.vcf"))
        #expect(contacts.savedIDs == ["attendee:ada"])
        window.handle(.enter)   // Open
        #expect(await eventually { opener.openedFiles == [ContactSaverSpy.file(for: "attendee-ada")] })
    }

    @Test func yCopiesTheContactOrShowsIt() async {
        let clipboard = ClipboardSpy()
        let (window, _, _) = show(clipboard: clipboard, size: Size(width: 100, height: 30))
        #expect(await eventually { Snapshot.text(of: window).contains("y copies the contact") })
        window.handle(.character("y"))
        #expect(clipboard.copied == ["BEGIN:VCARD\r\nFN:Ada Lovelace\r\nEND:VCARD\r\n"])
        #expect(Snapshot.text(of: window).contains("Contact copied"))
    }

    @Test func signedOutItSaysWhereToSignIn() async {
        let (window, _, _) = show(server: ConferenceServerFake(attendees: [AttendeeSamples.ada], signedIn: false))
        #expect(await eventually { Snapshot.text(of: window).contains("Signed out: sign in on the Attendees tab") })
    }

    @Test func theModuleIsReleasedWhenPopped() async {
        var tracker = LeakTracker()
        do {
            let (window, navigation, details) = show()
            let presenter = details.presenter as! AttendeeDetailsPresenter
            tracker.trackModule(view: details, presenter: presenter, interactor: presenter.interactor, router: presenter.router)
            #expect(await eventually { Snapshot.text(of: window).contains("Ada Lovelace") })
            _ = navigation.pop()
            _ = Snapshot.text(of: window)
        }
        #expect(await eventually { tracker.survivors.isEmpty }, "still alive: \(tracker.survivors)")
    }
}
