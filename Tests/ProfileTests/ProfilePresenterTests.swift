import Entities
import Foundation
import Testing
@testable import Profile

@MainActor
struct ProfilePresenterTests {
    func presenter() -> (ProfilePresenter, ProfileUseCaseSpy, ProfileWireframeSpy, ProfileViewSpy) {
        let (interactor, router, view) = (ProfileUseCaseSpy(), ProfileWireframeSpy(), ProfileViewSpy())
        let presenter = ProfilePresenter(interactor: interactor, router: router)
        presenter.view = view
        return (presenter, interactor, router, view)
    }

    static let ada = MyProfile(name: "Ada Lovelace", company: "Engines", role: "Analyst", bio: "Notes on the engine.",
                               links: [ProfileLink(title: "Notes", address: "https://example.org/notes")], interests: ["maths", "engines"],
                               visibility: .hidden)

    @Test func theProfileFillsTheFormAndTheFormBecomesTheProfile() {
        let (presenter, interactor, _, view) = presenter()
        presenter.viewDidLoad()
        #expect(interactor.loads == 1 && view.models.last?.isBusy == true && view.models.last?.status == "Loading your profile…")
        presenter.didLoad(Self.ada)
        let form = try! #require(view.models.last?.form)
        #expect(form.name == "Ada Lovelace" && form.interests == "maths, engines" && !form.isListed)
        #expect(form.links.count == 5 && form.links[0] == ProfileLinkRow(title: "Notes", address: "https://example.org/notes"))
        #expect(view.bioCounts.last == "20 of 1000 characters")
        #expect(view.models.last?.intro == "What other attendees see of you on 127.0.0.1:8080. Only you can change it.")

        var edited = form
        edited.company = "  "
        edited.interests = "maths, , engines ,poetry"
        edited.links[2] = ProfileLinkRow(title: "", address: " https://ada.example ")
        edited.isListed = true
        presenter.didSubmit(edited)
        #expect(interactor.saves == [MyProfile(name: "Ada Lovelace", company: nil, role: "Analyst", bio: "Notes on the engine.",
                                               links: [ProfileLink(title: "Notes", address: "https://example.org/notes"),
                                                       ProfileLink(title: "", address: "https://ada.example")],
                                               interests: ["maths", "engines", "poetry"], visibility: .attendees)])
        #expect(view.models.last?.status == "Saving…" && view.models.last?.isBusy == true)
        presenter.didSubmit(edited)
        #expect(interactor.saves.count == 1, "one save at a time")
    }

    @Test func theVisibilitySaysInWordsWhoWillSeeYou() {
        let (presenter, _, router, view) = presenter()
        presenter.didLoad(Self.ada)
        #expect(view.models.last?.listedWords == "Listed: every signed-in attendee can find you and see this")
        #expect(view.models.last?.hiddenWords == "Hidden: nobody else sees you in the attendees list")
        var listed = Self.ada
        listed.visibility = .attendees
        presenter.didSave(listed)
        #expect(view.models.last?.status == "Saved. Signed-in attendees can find you in the attendees list.")
        #expect(router.told == [listed])
        presenter.didSave(Self.ada)
        #expect(view.models.last?.status == "Saved. You are hidden: nobody sees you in the attendees list.")
    }

    @Test func refusalsAreSaidBesideTheirFieldsAndOfflineSavingIsRefusedInWords() {
        let (presenter, interactor, _, view) = presenter()
        presenter.didLoad(Self.ada)
        var form = try! #require(view.models.last?.form)
        form.name = "  "
        form.links[1] = ProfileLinkRow(title: "Blog", address: "")
        presenter.didSubmit(form)
        #expect(interactor.saves.isEmpty, "the form can tell these itself")
        #expect(view.models.last?.fieldErrors == [.name: "a name is needed", .links: "a link needs its address (http or https)"])
        #expect(view.models.last?.status == "Not saved: see the fields marked above." && view.models.last?.statusIsProblem == true)
        #expect(view.models.last?.form == nil, "what was typed stays as typed")

        presenter.didFailToSave(.invalid([.bio: "at most 1000 characters"], note: nil))
        #expect(view.models.last?.fieldErrors == [.bio: "at most 1000 characters"])
        presenter.didFailToSave(.unreachable)
        #expect(view.models.last?.fieldErrors == [:])
        #expect(view.models.last?.status.hasPrefix("Not saved: the conference's server cannot be reached. A profile is not kept to send later") == true)
        presenter.didFailToSave(.notSignedIn)
        #expect(view.models.last?.status == "Not saved: you are signed out (or the sign-in expired). Sign in again with l on the Attendees tab.")
    }

    @Test func leavingAsksOnlyWhenSomethingWouldBeLost() {
        let (presenter, _, router, view) = presenter()
        presenter.didLoad(Self.ada)
        var form = try! #require(view.models.last?.form)
        form.name += " "    // the same profile once trimmed
        presenter.didAskToLeave(form)
        #expect(router.closed == 1 && router.askedToDiscard == nil)
        form.role = "Engineer"
        presenter.didAskToLeave(form)
        #expect(router.closed == 1)
        router.askedToDiscard?()
        #expect(router.closed == 2, "discarding leaves")
    }

    @Test func aProfileThatCouldNotBeReadIsNeverSavedOverAndEscStillLeaves() {
        let (presenter, interactor, router, view) = presenter()
        presenter.viewDidLoad()
        presenter.didFailToLoad(.unreachable)
        #expect(view.models.last?.status.hasPrefix("Your profile could not be read: the conference's server cannot be reached.") == true)
        presenter.didSubmit(ProfileForm(name: "Someone"))
        #expect(interactor.saves.isEmpty, "an empty form would replace the profile on the server")
        presenter.didAskToLeave(ProfileForm(name: "Someone"))
        #expect(router.closed == 1)
    }
}
