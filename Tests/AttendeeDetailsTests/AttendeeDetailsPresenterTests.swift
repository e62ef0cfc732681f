import Entities
import Foundation
import Testing
@testable import AttendeeDetails

@MainActor
final class AttendeeDetailsUseCaseSpy: AttendeeDetailsUseCase {
    var loads = 0
    var saves = 0
    var card: String?
    func load() { loads += 1 }
    func saveContact() { saves += 1 }
    func contactCard() -> String? { card }
}

@MainActor
final class AttendeeDetailsWireframeSpy: AttendeeDetailsWireframe {
    var opened: [URL] = []
    var offers: [(String, String, String)] = []
    var problems: [(String, String)] = []
    var copied: [String] = []
    var openedFiles: [URL] = []

    func openExternally(_ url: URL, otherwise: @escaping @MainActor () -> Void) { opened.append(url); otherwise() }
    func openFile(_ file: URL, otherwise: @escaping @MainActor () -> Void) { openedFiles.append(file) }
    func showOffer(_ title: String, _ message: String, action: String, perform: @escaping @MainActor () -> Void) {
        offers.append((title, message, action))
        perform()
    }
    func showProblem(_ title: String, _ message: String) { problems.append((title, message)) }
    func copyContact(_ card: String) { copied.append(card) }
}

@MainActor
final class AttendeeDetailsViewSpy: AttendeeDetailsView {
    var states: [AttendeeDetailsState] = []
    func show(_ state: AttendeeDetailsState) { states.append(state) }
}

@MainActor
struct AttendeeDetailsPresenterTests {
    func presenter() -> (AttendeeDetailsPresenter, AttendeeDetailsUseCaseSpy, AttendeeDetailsWireframeSpy, AttendeeDetailsViewSpy) {
        let interactor = AttendeeDetailsUseCaseSpy()
        let router = AttendeeDetailsWireframeSpy()
        let view = AttendeeDetailsViewSpy()
        let presenter = AttendeeDetailsPresenter(interactor: interactor, router: router, timeZone: TimeZone(identifier: "Europe/Berlin")!)
        presenter.view = view
        return (presenter, interactor, router, view)
    }

    @Test func anAttendeeIsPutIntoWordsAndOfflineSaysWhenItWasSeen() {
        let (presenter, interactor, _, view) = presenter()
        presenter.viewDidLoad()
        #expect(interactor.loads == 1)
        #expect(view.states == [.loading])
        presenter.didLoad(AttendeeSamples.ada, seenAt: Date(timeIntervalSince1970: 1_800_000_000))
        guard case .loaded(let model) = view.states.last else { Issue.record("\(view.states)"); return }
        #expect(model.occupation == "Staff Engineer · Engines")
        #expect(model.links == [.init(title: "Website", address: "https://ada.example.org"), .init(title: "Code", address: "https://code.example.org/ada")])
        #expect(model.interests == "swift, compilers")
        #expect(model.offlineNote == "offline — showing what you saw at \(AttendeeDetailsPresenter.time(Date(timeIntervalSince1970: 1_800_000_000), in: TimeZone(identifier: "Europe/Berlin")!))")
        #expect(model.offlineNote?.contains("9:00") == true, "08:00 UTC is 9:00 in Berlin in January")
        presenter.didLoad(AttendeeSamples.quiet, seenAt: nil)
        guard case .loaded(let quiet) = view.states.last else { return }
        #expect(quiet.occupation == nil && quiet.interests == nil && quiet.offlineNote == nil && quiet.links.isEmpty)
    }

    @Test func failuresSayWhatToDo() {
        let (presenter, _, _, view) = presenter()
        presenter.didFail(.notSignedIn)
        #expect(view.states.last == .message("Signed out: sign in on the Attendees tab to see attendees."))
        presenter.didFail(.notListed)
        #expect(view.states.last == .message("This attendee is not listed (or chose to be hidden)."))
        presenter.didFail(.unreachable)
        #expect(view.states.last == .message("The conference's server cannot be reached, and this attendee was not seen before."))
    }

    @Test func linksOpenSavingOffersToOpenTheFileAndCopyingHandsTheCard() {
        let (presenter, interactor, router, _) = presenter()
        presenter.didAskToOpenLink(nil)
        presenter.didAskToSaveContact()
        #expect(router.opened.isEmpty && interactor.saves == 0, "nothing read: nothing to do")
        presenter.didLoad(AttendeeSamples.ada, seenAt: nil)
        presenter.didAskToOpenLink(1)
        #expect(router.opened == [URL(string: "https://code.example.org/ada")!])
        #expect(router.problems.first?.0 == "Open this address")
        presenter.didAskToSaveContact()
        #expect(interactor.saves == 1)
        presenter.didSaveContact(URL(fileURLWithPath: "/data/x.vcf"))
        #expect(router.offers.first?.1.contains("Saved as /data/x.vcf") == true)
        #expect(router.openedFiles == [URL(fileURLWithPath: "/data/x.vcf")])
        interactor.card = "BEGIN:VCARD"
        presenter.didAskToCopyContact()
        #expect(router.copied == ["BEGIN:VCARD"])
    }
}
